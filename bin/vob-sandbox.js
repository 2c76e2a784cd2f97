#!/usr/bin/env node
import "../dist/vob-sandbox.mjs"
