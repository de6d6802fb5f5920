#!/usr/bin/env python3
"""Write ../cases.json: Polyglot tasks, each in the language of the memory it needs (or of a
user who has nothing stored for it), written from the memories before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("pg", {})
c = C.case

c("chinese", "添加一个新的数据库迁移", ["db-migrations"])
c("chinese", "合并请求需要几个人批准", ["code-review"])
c("chinese", "怎么发布一个新版本", ["release-process"])
c("chinese", "日志里能不能打印用户手机号", ["logging"])
c("chinese", "修改商品价格以后缓存怎么处理", ["product-cache"])
c("chinese", "支付回调收到重复通知怎么办", ["payment-callback"])
c("chinese", "线上出故障了应该先找谁", ["oncall"])
c("chinese", "界面上的文字翻译放在哪里", ["i18n"])
c("chinese", "新增一个业务错误码", ["api-error-codes"])
c("chinese", "数据库里的时间应该用哪个时区", ["timezones"])
c("chinese", "在本地启动数据库和消息队列", ["local-dev"])
c("chinese", "订单消息消费失败了怎么处理", ["order-events"])
c("chinese", "单元测试覆盖率要求是多少", ["unit-tests"])
c("chinese", "数据库密码可以写在代码里吗", ["secrets-config"])
c("mixed", "Kafka 消费者收到重复的订单事件", ["order-events"])
c("mixed", "给 request_id 加到错误日志里", ["logging"])
c("multi", "给订单服务加一张新的数据库表，并且补上单元测试", ["db-migrations", "unit-tests"])
c("korean", "복원 테스트는 얼마나 자주 하나요", ["db-backups"])
c("japanese", "金曜日に本番へデプロイしてもいいですか", ["deploy-freeze"])
c("japanese", "コミットメッセージの一行目の長さ", ["commit-messages"])
c("japanese", "アップロードされた画像の保存方法", ["image-uploads"])
c("korean", "데이터베이스 백업은 언제 실행되나요", ["db-backups"])
c("french", "ajouter un champ de données personnelles au formulaire client", ["donnees-personnelles"])
c("french", "corriger une facture deja envoyee", ["facturation"])
c("french", "navigation au clavier sur l'écran de connexion", ["accessibilite"])
c("french", "verifier l'accessibilite du nouveau formulaire", ["accessibilite"])
c("german", "Zeituberschreitung fur externe Dienste einstellen", ["zeitueberschreitungen"])
c("zero", "公司年会在哪里举办", [])
c("zero", "怎么申请年假", [])
c("zero", "办公室的打印机坏了", [])
c("zero", "帮我订一张去上海的机票", [])
c("zero", "市场部的新闻稿什么时候发", [])
c("zero", "会議室の予約方法を教えてください", [])
c("zero", "réserver une salle de réunion pour jeudi", [])
c("zero", "점심 메뉴 추천해 주세요", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
