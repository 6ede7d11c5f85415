# Vitae: `make run` starts everything on embedded defaults; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_DIRS := packages/schema packages/ats packages/service-kit proto services/gateway services/identity services/resume services/storage services/render

.PHONY: help install system-deps test-services build build-node build-web graph run test test-unit lint typecheck format clean templates bench bench-compile bench-soak bench-web bench-builder bench-history bench-exports bench-import bench-ats bench-ats-browser bench-match bench-page-fit bench-instant-pdf bench-public load-editors messages

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

# `npm install` rather than `npm ci`: this npm records only the current platform's
# optional binaries (@swc/core-*) in the lock, which `npm ci` rejects. The lock
# still pins every version.
node_modules/.installed: package.json package-lock.json $(wildcard */package.json */*/package.json)
	npm install --no-audit --no-fund
	@touch $@

install: node_modules/.installed ## install npm packages when package files changed

system-deps: ## install Chromium (root), or print the command to run
	@scripts/setup/system-packages.sh

test-services: ## install and start PostgreSQL and NATS JetStream for the tests
	@scripts/setup/system-packages.sh --test
	@scripts/setup/test-services.sh

build-node: install
	@for dir in $(NODE_DIRS); do npm run --silent build -w $$dir >/dev/null || exit 1; done

build-web: install
	npm run --silent build -w web

build: build-node build-web ## compile every service and the web app

templates: install build-web ## render each template with the sample resume: picker JPG/PDF and docs screenshots
	@npm run --silent build -w packages/schema >/dev/null
	@mkdir -p node_modules/.cache/vitae
	@npx swc scripts/templates/render-gallery.ts -o node_modules/.cache/vitae/render-gallery.mjs --config-file .swcrc -C module.type=es6 >/dev/null
	node node_modules/.cache/vitae/render-gallery.mjs $(ONLY)

graph: build-node ## regenerate each subgraph's schema.graphql and the supergraph
	node services/gateway/dist/scripts/write-graph.js

run: system-deps build ## start every service in one process; the app is at http://localhost:3000
	node services/gateway/dist/all-in-one/index.js

test: install test-services system-deps build ## run every test against real Postgres, NATS and Chromium
	@mkdir -p test-results
	npx tsc -p tsconfig.json --noEmit
	npx tsc -p web/tsconfig.json --noEmit
	npx tsc -p bench/tsconfig.json --noEmit
	npx tsc -p deploy/tsconfig.json --noEmit
	npx eslint .
	npx prettier --check .
	# One file at a time (on 2 cores two at a time is no faster:
	# docs/testing.md#the-whole-run). --forceExit: a handle some library leaves
	# open after its file's tests must not keep a finished run waiting.
	npx jest --forceExit --json --outputFile=test-results/jest.json

# The unit tier (docs/testing.md): the tests that need no PostgreSQL, NATS or
# Chromium (jest.config.js lists them) and the web app's jsdom tests, with
# those three pointed at nothing so a test that reaches for one fails here.
test-unit: install ## the fast tier: pure and jsdom tests, nothing to start (about 90 s of CPU)
	PG_TEST_URL=postgres://postgres@127.0.0.1:1/postgres NATS_TEST_URL=nats://127.0.0.1:1 \
	  CHROME_PATH=/nonexistent npx jest --selectProjects unit web --maxWorkers=2

lint: install ## eslint and prettier --check over the whole tree
	npx eslint .
	npx prettier --check .

typecheck: install ## tsc over the services, packages, the web app and the benchmarks
	npx tsc -p tsconfig.json --noEmit
	npx tsc -p web/tsconfig.json --noEmit
	npx tsc -p bench/tsconfig.json --noEmit
	npx tsc -p deploy/tsconfig.json --noEmit

# The English interface catalogue, from every defineMessages/FormattedMessage in
# the web app: ids sorted, `{ "id": "English" }`, two-space JSON. Run after adding
# or changing a message; the catalogues test fails until the file matches.
# (scripts/i18n/extract-messages.mjs holds the formatjs command line.)
messages: ## extract the English messages into web/src/i18n/messages/en-US.json
	node scripts/i18n/extract-messages.mjs

format: install
	npx prettier --write .

clean:
	rm -rf node_modules */dist */*/dist test-results

# The benchmarks and their shared code in bench/lib, compiled with the repository's
# SWC settings; they load the services from their dist, so `build` comes first.
# BENCH_OUT may name another directory at the same depth (the smokes in
# bench/test each compile into their own); BENCH_SMOKE=1 runs any benchmark
# with small counts (docs/testing.md).
BENCH_OUT ?= node_modules/.cache/vitae/bench

bench-compile: install
	@rm -rf $(BENCH_OUT)
	@npx swc bench -d $(BENCH_OUT) --strip-leading-paths --config-file .swcrc --ignore 'bench/test/**' >/dev/null

bench: build bench-compile ## print throughput next to a bare Chromium (figures in docs/performance.md)
	node $(BENCH_OUT)/print-throughput.js

bench-web: build bench-compile ## the JavaScript (gzip) and first render of each web route; fails over budget
	node $(BENCH_OUT)/web-routes.js

bench-builder: build bench-compile ## the builder: keystroke to preview (median under 50 ms), load, last edit to PDF
	node $(BENCH_OUT)/builder-edit.js

bench-history: build bench-compile ## resume history: 1,000 typed saves under 1 MB, a version or the list at p95 under 50 ms with 500 versions (PostgreSQL at 127.0.0.1:5432 unless DATABASE_URL)
	node $(BENCH_OUT)/resume-history.js

bench-exports: build bench-compile ## DOCX, Markdown and text exports and the PDF's attached JSON: time, and render's event loop never held 50 ms
	node $(BENCH_OUT)/exports.js

bench-import: build bench-compile ## the import worker in Chromium reads a two-page PDF (median under 1 s) and a Word file
	node $(BENCH_OUT)/document-import.js

bench-ats: build bench-compile ## the ATS check of a two-page PDF in Node (median under 300 ms; docs/ats.md)
	node $(BENCH_OUT)/ats-check.js

bench-ats-browser: build bench-compile ## the ATS check of a two-page PDF in Chromium's worker on /ats-checker (median under 300 ms; docs/ats.md)
	node $(BENCH_OUT)/ats-browser.js

bench-page-fit: build bench-compile ## Fit to 1 page and Fit to 2 pages in Chromium on the built artboard, every template (p95 answer under 300 ms; docs/templates.md#fit-to-pages)
	node $(BENCH_OUT)/page-fit.js

bench-match: build bench-compile ## the job-description match of a 1,000-word posting in Node (median under 100 ms; docs/ats.md)
	node $(BENCH_OUT)/posting-match.js

bench-soak: build bench-compile ## quality case 29: 1,000 uncached prints at saturation, memory and mix-ups checked
	node $(BENCH_OUT)/print-soak.js

bench-fairness: build bench-compile ## one account's print p95 within 2x of idle while another floods (BENCH_SMOKE=1: a smoke for CI)
	node $(BENCH_OUT)/print-fairness.js

bench-instant-pdf: build bench-compile ## Download PDF of a private resume 2 s after an edit: answered from the ahead print, p99 under 50 ms
	node $(BENCH_OUT)/instant-pdf.js

bench-public: build bench-compile ## a public resume's page: reads per view, the HTML's first byte at 50 readers, the cached PDF's signed link (PostgreSQL at 127.0.0.1:5432 unless DATABASE_URL)
	node $(BENCH_OUT)/public-page.js

load-editors: build bench-compile ## quality case 28: 200 editors saving for a minute, all-in-one and Postgres + NATS; fails on an error or a loss
	node $(BENCH_OUT)/editors-load.js
