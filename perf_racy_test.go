package main

import (
	"runtime"
	"testing"
)

// TestRacyWindowClassification: the filesystems given the fine racy
// window are the local ones with nanosecond times from the kernel's
// clock, by Linux's statfs magic and darwin's statfs type name; network
// and coarse-time filesystems keep 2 s. It runs on every OS (the tables
// are built on each), and checks this OS's racyWindowFor on a temp dir.
//
// Not parallel: it sets fineRacyOn, which every view's read reads.
func TestRacyWindowClassification(t *testing.T) {
	for _, c := range []struct {
		magic int64
		fine  bool
		name  string
	}{
		{0xEF53, true, "ext4"}, {0x58465342, true, "xfs"}, {0x01021994, true, "tmpfs"},
		{0x794C7630, true, "overlayfs"}, {0x9123683E, true, "btrfs"},
		{0x6969, false, "nfs"}, {0xFF534D42, false, "cifs"}, {0xFE534D42, false, "smb2"},
		{0x4D44, false, "msdos (FAT)"}, {0x65735546, false, "fuse"}, {0x4244, false, "hfs"},
		{0x2011BAB0, false, "exfat"}, {0, false, "unknown"},
	} {
		if got := localFineStamps[c.magic]; got != c.fine {
			t.Errorf("Linux %s (%#x): fine %v, want %v", c.name, c.magic, got, c.fine)
		}
	}
	for _, c := range []struct {
		name string
		fine bool
	}{
		{"apfs", true},
		{"hfs", false}, {"msdos", false}, {"exfat", false}, {"smbfs", false}, {"nfs", false},
		{"afpfs", false}, {"webdav", false}, {"devfs", false}, {"", false}, {"APFS", false}, {"apfsx", false},
	} {
		if got := fineStampsNamed(c.name); got != c.fine {
			t.Errorf("darwin %q: fine %v, want %v", c.name, got, c.fine)
		}
	}
	// statfs's f_fstypename is a NUL-padded [16]int8; one name fills it.
	var field [16]int8
	for i, c := range "apfs" {
		field[i] = int8(c)
	}
	if got := fsTypeName(field[:]); got != "apfs" {
		t.Errorf("fsTypeName of a padded field: %q, want apfs", got)
	}
	for i := range field {
		field[i] = 'x'
	}
	if got := fsTypeName(field[:]); got != "xxxxxxxxxxxxxxxx" {
		t.Errorf("fsTypeName of a full field: %q", got)
	}

	// This OS: a temp dir gets one of the two windows, and 2 s without the
	// speed-ups; where only the 2 s window exists, always 2 s.
	dir := t.TempDir()
	w := racyWindowFor(dir)
	if w != racyWindow && w != fineRacyWindow {
		t.Fatalf("racyWindowFor(%s) = %d: neither window", dir, w)
	}
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" && w != racyWindow {
		t.Errorf("%s: racyWindowFor = %d, want the 2 s window", runtime.GOOS, w)
	}
	was := fineRacyOn
	fineRacyOn = false
	defer func() { fineRacyOn = was }()
	if w := racyWindowFor(dir); w != racyWindow {
		t.Errorf("with ENGRAM_NO_CACHE=1: %d, want the 2 s window", w)
	}
}
