# The man page and the shell completions, generated from the command definitions.

.PHONY: docs man completions

docs: man completions ## man page and shell completions, generated from the command definitions (out/man, out/completions)

# The plug-in takes seconds once larder is built (a minute or two when it is
# compiled first); in a network namespace whose loopback is down it could wait
# forever on its child (scripts/packaging/build-deb.sh brings the loopback up): a hang
# becomes an error after five minutes.
man: debug-cli ## only the man page
	@$(MAKE) --no-print-directory $(OUT)/man/larder.1
$(OUT)/man/larder.1: $(LARDER_DEBUG) Makefile mk/docs.mk
	@mkdir -p $(OUT)/man
	timeout -k 10 300 $(SWIFT) package $(SWIFTPM_FLAGS) --allow-writing-to-package-directory generate-manual \
		--configuration debug --date 2026-11-22 --authors "The Larder developers" >/dev/null \
		|| { echo "generate-manual failed, or did not finish in five minutes" >&2; exit 1; }
	@# An empty line in mdoc is an error to groff (lintian's groff-message): a paragraph break.
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/larder/larder.1 > $(OUT)/man/larder.1

completions: debug-cli ## only the bash, zsh and fish completions
	@$(MAKE) --no-print-directory $(OUT)/completions/larder.fish
$(OUT)/completions/larder.fish: $(LARDER_DEBUG) Makefile mk/docs.mk
	@mkdir -p $(OUT)/completions
	@# Sourced by bash-completion, not run: no #! line (lintian's bash-completion-with-hashbang).
	$(LARDER_DEBUG) --generate-completion-script bash | sed '1{/^#!/d}' > $(OUT)/completions/larder.bash
	$(LARDER_DEBUG) --generate-completion-script zsh > $(OUT)/completions/_larder
	$(LARDER_DEBUG) --generate-completion-script fish > $(OUT)/completions/larder.fish
