package main

import (
	"testing"
)

// truncationStore writes whole words a task may cut: "promotion" and
// "production" in two memories each, "depend" and "deploy" (one cut, two
// families), and "firefox" in one memory only.
var truncationStore = []testMemory{
	{id: "promotion-banners", kind: typeRule, title: "Promotion banners", tags: "marketing",
		content: "A banner that announces a promotion needs legal review before it ships."},
	{id: "promotion-codes", kind: typeRule, title: "Promotion codes expire at midnight", tags: "checkout",
		content: "Every promotion code carries its own expiry date."},
	{id: "banner-images", kind: typeRule, title: "Banner images and banner sizes", tags: "images",
		content: "Each banner image is 1200 px wide; export the banner at 2x."},
	{id: "production-deploys", kind: typeRule, title: "Production deploys wait for review", tags: "deploy",
		content: "Deploy to production only after review; production changes depend on a ticket."},
	{id: "production-access", kind: typeRule, title: "Production access is logged", tags: "security",
		content: "Every production shell is logged, every deploy too; the logs depend on the audit pipeline."},
	{id: "browser-matrix", kind: typeRule, title: "Browser matrix", tags: "testing",
		content: "The end-to-end tests run in Chrome and Firefox."},
}

// TestTruncationReadsStoreWord: a task word no memory has that begins
// exactly one family of the store's words, at least three letters longer
// and in two memories, reads as it ("promo" → promotion) and reorders what
// the task's other words found, without being evidence; an English word
// ("product"), a cut of two families ("dep": depend, deploy), a word one
// memory has (firefox) and a code name are left alone.
func TestTruncationReadsStoreWord(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeTestStore(t, dir, truncationStore, `"backend"`)
	v := openTestView(t, dir)
	reading := func(task, word string) (queryTerm, bool) {
		for _, qt := range v.ri.expandQuery(task) {
			if qt.group == stem(word) && qt.stem != stem(word) && qt.weight == truncationWeight && qt.origins == nil {
				return qt, true
			}
		}
		return queryTerm{}, false
	}
	if qt, ok := reading("Fix the promo banner on mobile", "promo"); !ok || qt.stem != stem("promotion") {
		t.Errorf("promo: reading %+v, %v; want %q, reorder-only at %.1f", qt, ok, stem("promotion"), truncationWeight)
	}
	for _, tc := range []struct{ task, word string }{
		{"Fix the product banner", "product"},         // English knows it: itself, not a cut
		{"Bump the dep in the lock file", "dep"},      // depend and deploy: two families
		{"Fix the fir banner", "fir"},                 // firefox: one memory only
		{"Rename `promoBanner` in the shop", "promo"}, // a code name's part
	} {
		if qt, ok := reading(tc.task, tc.word); ok {
			t.Errorf("%q: %q read as %q; want no reading", tc.task, tc.word, qt.stem)
		}
	}
	// banner-images says "banner" more often; the promotion's own memory
	// comes first only through the reading.
	checkRanksFirst(t, v.ri, "Fix the promo banner on mobile", "promotion-banners")
}
