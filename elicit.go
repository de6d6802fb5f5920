package main

// approve finishes a proposal: the token flow until the dialog is built.
func (c *toolCall) approve(res *proposeResult) (outcome, error) {
	return tokenOutcome(res, ""), nil
}
