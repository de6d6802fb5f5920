package main

import "os"

// The racy-clean window's classification of filesystems (perf_racy_linux.go,
// perf_racy_darwin.go): kept in one file built on every OS, so that its test
// runs on each.

var fineRacyOn = os.Getenv("ENGRAM_NO_CACHE") == ""

const fineRacyWindow = int64(100_000_000) // 100 ms

// localFineStamps are the Linux statfs magic numbers of local filesystems
// that keep nanosecond times set from the kernel's clock.
var localFineStamps = map[int64]bool{
	0xEF53:     true, // ext2, ext3, ext4
	0x58465342: true, // xfs
	0x9123683E: true, // btrfs
	0x01021994: true, // tmpfs
	0x794C7630: true, // overlayfs (a container's root; its upper layer is local)
	0xF2F52010: true, // f2fs
	0x2FC12FC1: true, // zfs
	0xCA451A4E: true, // bcachefs
}

// fineStampsNamed reports whether darwin's filesystem type name (statfs's
// f_fstypename) is a local filesystem with nanosecond times from the
// kernel's clock: APFS. HFS+ ("hfs") keeps one-second times, FAT and
// exFAT ("msdos", "exfat") two-second or ten-millisecond ones, and the
// network ones (smbfs, nfs, afpfs, webdav) their server's clock.
func fineStampsNamed(name string) bool { return name == "apfs" }

// fsTypeName is a statfs type name field as a string: up to its first NUL.
func fsTypeName(b []int8) string {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if c == 0 {
			break
		}
		out = append(out, byte(c))
	}
	return string(out)
}
