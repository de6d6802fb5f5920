module github.com/the-long-ride/engram

go 1.26
