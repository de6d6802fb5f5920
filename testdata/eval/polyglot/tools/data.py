"""Memories of the Polyglot set: an invented logistics platform whose team writes its memories in
Chinese, with a few in Japanese, Korean, French and German, and two in English. Written before the
cases and before any router run; ids are the ASCII ids a user would give with --id."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-11-02")

# Chinese
mem("db-migrations", "rule", "数据库迁移规范", ["数据库", "迁移"], [
    "数据库迁移文件放在 `db/migrations` 目录，每个迁移必须有回滚文件。",
    "迁移文件名以时间戳开头；已经合并到主分支的迁移不要再修改，改动请写一个新的迁移。",
])
mem("code-review", "rule", "代码审查", ["审查", "合并请求"], [
    "每个合并请求至少需要两位同事批准，才能合并到主分支。",
    "所有审查意见在合并前必须解决或者回复。",
])
mem("release-process", "skill", "发布新版本的流程", ["发布", "版本"], [
    "发布前在预发布环境跑完整的回归测试。",
    "版本号遵循语义化版本；打标签以后由流水线自动部署到生产环境。",
])
mem("logging", "rule", "日志规范", ["日志", "隐私"], [
    "日志统一使用结构化格式输出，禁止打印用户的手机号码和身份证号码。",
    "错误日志必须带上请求编号 `request_id`，方便排查问题。",
])
mem("product-cache", "knowledge", "商品缓存", ["缓存", "redis"], [
    "商品详情缓存在 Redis 中，过期时间为十分钟。",
    "修改商品价格或者库存以后，必须主动删除对应的缓存键。",
])
mem("payment-callback", "rule", "支付回调处理", ["支付", "回调"], [
    "支付回调接口必须校验签名。",
    "回调处理必须保证幂等：同一笔订单的重复通知只处理一次。",
])
mem("oncall", "knowledge", "值班和故障处理", ["值班", "故障"], [
    "线上故障先在值班群里报告，值班工程师十五分钟内必须响应。",
    "严重故障解决以后三天内写复盘报告。",
])
mem("i18n", "rule", "界面文字国际化", ["国际化", "翻译"], [
    "界面上的文字不要写死在代码里，统一放在翻译文件 `locales/` 中。",
    "新增文字时同时补上英文和中文两种翻译。",
])
mem("api-error-codes", "rule", "接口错误码", ["接口", "错误码"], [
    "对外接口返回统一的错误码格式：错误码、错误信息和请求编号。",
    "业务错误码从 10000 开始，按模块分段，新增错误码要登记在错误码表里。",
])
mem("timezones", "rule", "时间和时区", ["时区", "时间"], [
    "数据库里的时间一律存协调世界时，展示给用户时再转换成北京时间。",
])
mem("local-dev", "skill", "本地开发环境", ["本地", "开发环境", "docker"], [
    "用 `docker compose up` 启动本地依赖：数据库、消息队列和缓存。",
    "第一次运行前先执行初始化脚本导入测试数据。",
])
mem("order-events", "knowledge", "订单事件和消息队列", ["kafka", "消息队列", "订单"], [
    "订单事件通过 Kafka 发送，消费者必须能处理重复消息。",
    "消费失败的消息进入死信队列，每天由人工检查一次。",
])
mem("unit-tests", "rule", "单元测试要求", ["测试", "覆盖率"], [
    "新功能必须有单元测试，覆盖率不能低于百分之八十。",
])
mem("secrets-config", "rule", "密钥和密码的存放", ["密钥", "配置中心"], [
    "密钥和密码不能提交到代码仓库，统一放在配置中心。",
])
# Japanese
mem("deploy-freeze", "rule", "金曜日のデプロイ禁止", ["デプロイ", "本番"], [
    "金曜日の午後以降は本番環境へのデプロイを禁止する。",
    "緊急の修正はチームリーダーの承認が必要。",
])
mem("commit-messages", "rule", "コミットメッセージの書き方", ["コミット", "git"], [
    "コミットメッセージは日本語でも英語でもよいが、一行目は五十文字以内にする。",
])
mem("image-uploads", "knowledge", "画像アップロード", ["画像", "アップロード"], [
    "ユーザーがアップロードした画像は縮小してから保存する。",
    "元の画像は三十日後に削除される。",
])
# Korean
mem("db-backups", "rule", "데이터베이스 백업", ["백업", "데이터베이스"], [
    "데이터베이스 백업은 매일 새벽 세 시에 실행되며 삼십 일 동안 보관합니다.",
    "백업 복원 테스트는 매달 한 번 합니다.",
])
# French
mem("donnees-personnelles", "rule", "Données personnelles des clients", ["rgpd", "données"], [
    "Les données personnelles des clients ne quittent jamais l'Union européenne.",
    "Toute nouvelle donnée collectée doit être déclarée au délégué à la protection des données.",
])
mem("accessibilite", "rule", "Accessibilité des écrans", ["accessibilité", "interface"], [
    "Chaque écran doit être utilisable au clavier, avec un contraste suffisant.",
])
mem("facturation", "knowledge", "Facturation mensuelle", ["factures", "comptabilité"], [
    "Les factures sont générées le premier jour du mois et envoyées par courriel.",
    "Une facture émise ne se modifie jamais : on émet un avoir.",
])
# German
mem("zeitueberschreitungen", "rule", "Zeitüberschreitungen bei externen Diensten", ["netzwerk", "dienste"], [
    "Jeder Aufruf eines externen Dienstes braucht eine Zeitüberschreitung von höchstens fünf Sekunden.",
    "Wiederholungen nur mit exponentieller Wartezeit.",
])
# English
mem("feature-flags", "rule", "Feature flags", ["flags", "rollout"], [
    "New features ship behind a flag in `flags.yaml`, off by default.",
    "Remove a flag within two releases of turning it on everywhere.",
])
mem("ci-pipeline", "knowledge", "CI pipeline", ["ci", "pipeline"], [
    "Every push runs lint, unit tests and a container build in the CI pipeline.",
    "A red main branch blocks all merges until it is fixed.",
])
