package main

import "errors"

// serveMCP is replaced by the real server in the foundation work.
func serveMCP(e *env, args []string) error { return errors.New("not yet built") }
