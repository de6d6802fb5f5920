#!/usr/bin/env node
// The `engram-mcp` command of the npm package: the MCP server on stdio. The
// binary is started with argv[0] "engram-mcp", which selects server mode
// exactly as an installed engram-mcp link does (see launcher.js).
'use strict';
require('./launcher.js').launch('engram-mcp');
