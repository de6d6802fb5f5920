package main

import (
	"encoding/binary"
	"errors"
	"path/filepath"
	"syscall"
)

// storeWatcher on Linux is inotify on the store folders. The kernel queues
// an event before the write, rename or unlink that caused it returns, so a
// request that arrives after a change (a human's edit, another process's
// commit, this server's own) always finds the change's event queued: the
// cached view is never served past a change. A full queue, a removed or
// replaced folder, or a folder created inside a watched one makes changes
// report all, and the caller starts over with a new watcher.

const watchMask = syscall.IN_MODIFY | syscall.IN_ATTRIB | syscall.IN_CLOSE_WRITE | syscall.IN_CREATE |
	syscall.IN_DELETE | syscall.IN_MOVED_FROM | syscall.IN_MOVED_TO | syscall.IN_DELETE_SELF |
	syscall.IN_MOVE_SELF | syscall.IN_ONLYDIR

type inotifyWatcher struct {
	fd   int
	dirs map[int32]string // watch descriptor → folder
	buf  []byte
}

func newStoreWatcher(dirs []string) storeWatcher {
	fd, err := syscall.InotifyInit1(syscall.IN_NONBLOCK | syscall.IN_CLOEXEC)
	if err != nil {
		return noWatcher{} // e.g. the per-user instance limit: stat every file instead
	}
	w := &inotifyWatcher{fd: fd, dirs: map[int32]string{}, buf: make([]byte, 64<<10)}
	for _, d := range dirs {
		wd, err := inotifyAddWatch(fd, d, watchMask)
		switch {
		case err == nil:
			w.dirs[int32(wd)] = d
		case errors.Is(err, syscall.ENOENT) || errors.Is(err, syscall.ENOTDIR):
			// A folder that does not exist yet is not watched; its
			// creation shows as a folder event in its parent, which is.
		default:
			// A folder that exists but cannot be watched (ENOSPC: the
			// per-user limit of watches, which an editor watching a large
			// repository can use up) would never report a change, and its
			// edits would go unseen for the session: stat every file
			// instead, as without inotify.
			syscall.Close(fd)
			return noWatcher{}
		}
	}
	return w
}

// inotifyAddWatch is syscall.InotifyAddWatch; a variable so that a test can
// make it fail as a full per-user limit does.
var inotifyAddWatch = syscall.InotifyAddWatch

func (w *inotifyWatcher) changes() (paths []string, all bool) {
	seen := map[string]bool{}
	for {
		n, err := syscall.Read(w.fd, w.buf)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if errors.Is(err, syscall.EAGAIN) || n == 0 {
			return paths, all
		}
		if err != nil || n < 0 {
			return nil, true
		}
		for off := 0; off+syscall.SizeofInotifyEvent <= n; {
			wd := int32(binary.NativeEndian.Uint32(w.buf[off:]))
			mask := binary.NativeEndian.Uint32(w.buf[off+4:])
			nameLen := int(binary.NativeEndian.Uint32(w.buf[off+12:]))
			start := off + syscall.SizeofInotifyEvent
			off = start + nameLen
			if off > n {
				return nil, true
			}
			name := string(trimNUL(w.buf[start:off]))
			if mask&syscall.IN_ISDIR != 0 && name == prepCacheDir {
				continue // the prepared cache's own folder (prepcache.go): no memory lives there
			}
			if mask&(syscall.IN_Q_OVERFLOW|syscall.IN_IGNORED|syscall.IN_DELETE_SELF|syscall.IN_MOVE_SELF|syscall.IN_ISDIR) != 0 {
				all = true
				continue
			}
			dir, ok := w.dirs[wd]
			if !ok || name == "" {
				continue
			}
			if p := filepath.Join(dir, name); !seen[p] {
				seen[p] = true
				paths = append(paths, p)
			}
		}
	}
}

func trimNUL(b []byte) []byte {
	for i, c := range b {
		if c == 0 {
			return b[:i]
		}
	}
	return b
}

func (w *inotifyWatcher) close() { syscall.Close(w.fd) }
