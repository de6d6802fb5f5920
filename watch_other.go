//go:build !linux

package main

// newStoreWatcher: no portable change notification in the standard library
// here, so the view cache stats every file on each request.
func newStoreWatcher(dirs []string) storeWatcher { return noWatcher{} }
