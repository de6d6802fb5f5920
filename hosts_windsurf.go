package main

import (
	"fmt"
	"path/filepath"
)

// Windsurf reads only the first 6,000 characters of a rules file, its
// global_rules.md included, and drops the rest without a word (its
// "Memories & Rules" page). Link appends the Engram block after the
// user's rules, so a long global_rules.md hid the block from Cascade while
// link said "updated" and doctor "pass". Link now leaves such a file
// alone and says what to do; a block already there past the cap is kept
// up to date with a note, and doctor warns of it.
const windsurfRulesCap = 6000

// windsurfGlobalRules is the user-level rules file of Windsurf.
func windsurfGlobalRules(home string) string {
	return filepath.Join(home, ".codeium", "windsurf", "memories", "global_rules.md")
}

// windsurfRulesEdit is markdownEdit for global_rules.md, with the cap.
func windsurfRulesEdit(path string, o *hostOpts) fileEdit {
	ed := markdownEdit(path, o)
	patch := ed.apply
	ed.apply = func(src []byte, exists bool) (editResult, error) {
		res, err := patch(src, exists)
		if err != nil || o.mode == modeUnlink || res.data == nil || res.skip != "" {
			return res, err
		}
		end := windsurfBlockEnd(res.data)
		if end <= windsurfRulesCap {
			return res, nil
		}
		if had, _ := markdownBlocks(src); len(had) == 0 {
			return editResult{skip: fmt.Sprintf("Windsurf reads only the first %d characters of a rules file and the Engram block would end at character %d, so Cascade would never see it; shorten the file below %d characters and run the command again, or link each project ('engram link windsurf' writes .windsurf/rules/engram.md)",
				windsurfRulesCap, end, windsurfRulesCap-windsurfBlockChars())}, nil
		}
		note := fmt.Sprintf("the Engram block ends at character %d, past the first %d Windsurf reads: shorten the file", end, windsurfRulesCap)
		if res.note != "" {
			note = res.note + "; " + note
		}
		res.note = note
		return res, nil
	}
	return ed
}

// windsurfBlockEnd is how many characters of data run to the end of the
// first Engram block, or 0 without one. Characters are counted as UTF-16
// code units, as an editor written in JavaScript counts a string's length.
func windsurfBlockEnd(data []byte) int {
	spans, err := markdownBlocks(data)
	if err != nil || len(spans) == 0 {
		return 0
	}
	return utf16Len(string(data[:spans[0].end]))
}

// windsurfBlockChars is the length of the block link appends.
func windsurfBlockChars() int {
	return windsurfBlockEnd(setBlockAt(nil, nil, instructionLines())) + 1
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// windsurfRulesCheck is doctor's warning for a block Windsurf cuts off.
func windsurfRulesCheck(e *env) (doctorCheck, bool) {
	p := windsurfGlobalRules(homeDir(e))
	src, err := readHostConfig(p)
	if err != nil {
		return doctorCheck{}, false
	}
	end := windsurfBlockEnd(src)
	if end == 0 {
		return doctorCheck{}, false
	}
	c := doctorCheck{ID: "host.windsurf_rules", Status: statusPass, Message: fmt.Sprintf("%s: the Engram block is within the first %d characters Windsurf reads", p, windsurfRulesCap)}
	if end > windsurfRulesCap {
		c.Status = statusWarn
		c.Message = fmt.Sprintf("%s: the Engram block ends at character %d, but Windsurf reads only the first %d, so Cascade never sees it", p, end, windsurfRulesCap)
		c.Remedy = "shorten the file, or move the block (from <!-- engram:start --> to <!-- engram:end -->) to its top"
	}
	return c, true
}
