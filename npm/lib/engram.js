#!/usr/bin/env node
// The `engram` command of the npm package: the CLI.
'use strict';
require('./launcher.js').launch('engram');
