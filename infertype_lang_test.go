package main

import (
	"path/filepath"
	"testing"
)

// TestSaveInfersTypeInOtherLanguages: a team writing its rules in
// Chinese, Japanese, French, Spanish or German saves them untyped, as English speakers do, and gets
// a rule for an instruction and a skill for a procedure. Every one was saved
// as knowledge: the inference read only English words between spaces. A
// statement of fact stays knowledge, in Japanese too when it holds a Chinese
// mark's characters in another sense.
func TestSaveInfersTypeInOtherLanguages(t *testing.T) {
	dir := t.TempDir()
	home := []string{"HOME=" + filepath.Join(dir, "home")}
	if r := runCLI(t, dir, "", home, "init"); r.code != 0 {
		t.Fatalf("init: %d %s", r.code, r.stderr)
	}
	// The folder a memory's file is written to is its type's.
	for _, tc := range []struct{ text, want string }{
		{"提交代码前必须运行 make test，所有测试通过后才能推送。", "rules"},
		{"日志使用 zap，生产环境禁止打印用户手机号和身份证号。", "rules"},
		{"前端使用 Vue 3 和 Pinia 管理状态，不要再引入 Vuex。", "rules"},
		{"発行前に必ず make lint を実行すること。", "rules"},
		{"发布流程：先合并到 release 分支，然后由 CI 自动打 tag 并部署到预发环境。", "skills"},
		{"订单服务部署在三个可用区，数据库是 PostgreSQL 15。", "knowledge"},
		{"Toujours lancer les tests avant de pousser une branche.", "rules"},
		// French's "il faut" of a duration is "it takes": a fact.
		{"Il faut environ dix minutes pour que le cache se remplisse.", "knowledge"},
		{"Il faut deux jours pour obtenir un accès à la base de production.", "knowledge"},
		{"Il faut une approbation pour chaque migration.", "rules"},
		// An obligation word opening a statement ("it must be said that",
		// "it should actually ...") states a fact; the same word giving an
		// instruction in the same text is still a rule.
		{"Hay que decir que el servicio de pagos es lento los lunes.", "knowledge"},
		{"Il faut reconnaître que la suite de tests est lente sur Windows.", "knowledge"},
		{"Der Build sollte eigentlich in fünf Minuten fertig sein, dauert aber zwanzig.", "knowledge"},
		{"Hay que decir que el servicio es lento, y hay que reiniciarlo cada lunes.", "rules"},
		{"Hay que reiniciar el servicio de pagos cada lunes.", "rules"},
		{"Der Build sollte in einem sauberen Container laufen.", "rules"},
		{"Nunca subir archivos .env al repositorio.", "rules"},
		// German's everyday "never" (nie), as jamais and nunca: a rule,
		// also after "sollte eigentlich".
		{"Wir deployen nie am Freitag.", "rules"},
		{"Man sollte eigentlich nie direkt auf main pushen.", "rules"},
		{"Migrationen muss man mit make migrate erzeugen.", "rules"},
		{"Le service de facturation tourne sur trois répliques.", "knowledge"},
		// Phrases of obligation and a sequence of steps, as English's.
		{"Los endpoints nuevos tienen que estar documentados en OpenAPI.", "rules"},
		{"Hay que correr las migraciones antes de desplegar.", "rules"},
		{"Todo PR tem que ter a aprovação de um revisor.", "rules"},
		{"Neue Endpunkte sollten in OpenAPI dokumentiert sein.", "rules"},
		{"Para publicar una versión: primero actualizar el CHANGELOG, luego crear la etiqueta y después ejecutar el pipeline.", "skills"},
		{"Pour une release : d'abord mettre à jour le CHANGELOG, ensuite créer le tag.", "skills"},
		{"Der Import läuft nachts und dann wird der Suchindex neu gebaut.", "knowledge"},
		// Japanese facts holding a Chinese mark's characters in another
		// sense: 不要 is "unnecessary", 一律 "uniformly", まずい "bad"
		// (not まず, "first"). Each was saved as a rule or a skill.
		{"このフラグは不要です。古い API で使われていました。", "knowledge"},
		{"配送料は全国一律 500 円です。", "knowledge"},
		{"このクエリはまずいので、インデックスを追加しました。", "knowledge"},
		{"本番環境への直接デプロイは禁止です。", "rules"},
		{"まず staging にデプロイし、次に本番へ昇格させる。", "skills"},
	} {
		if got := savedTypeFolder(t, dir, home, tc.text); got != tc.want {
			t.Errorf("save %q: type %s, want %s", tc.text, got, tc.want)
		}
	}
}
