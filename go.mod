module engram

go 1.26
