# make install [PREFIX=/usr/local]: builds a release binary and installs it, stripped, in PREFIX/bin.
# make uninstall [PREFIX=/usr/local]: removes it.

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# Extra `swift build` flags, such as CI's `-Xswiftc -warnings-as-errors`.
SWIFTFLAGS ?=

# On Linux the Swift standard library and Foundation are linked in, so the binary runs where no
# Swift is installed; macOS ships the Swift runtime with the system and has no static one.
ifeq ($(shell uname -s),Linux)
STATIC = --static-swift-stdlib
endif

.PHONY: build install uninstall

build:
	$(SWIFT) build -c release --product dialoglint $(STATIC) $(SWIFTFLAGS)

install: build
	install -d "$(BINDIR)"
	install -s -m 755 "$$($(SWIFT) build -c release --show-bin-path)/dialoglint" "$(BINDIR)/dialoglint"

uninstall:
	rm -f "$(BINDIR)/dialoglint"
