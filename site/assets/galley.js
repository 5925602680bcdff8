// Galley's default theme: the theme switch, the sidebar on phones and the search.
// Everything here improves a page that works without it; nothing is fetched but the
// site's own files, through URLs relative to the page, so the site works under any path.
"use strict";

(function () {
  var root = document.documentElement;

  // ---------- Theme: automatic, light or dark, kept across pages ----------

  var themeKey = "galley-theme";
  var themes = ["auto", "light", "dark"];
  var themeNames = { auto: "automatic", light: "light", dark: "dark" };

  function storedTheme() {
    try {
      var value = localStorage.getItem(themeKey);
      return value === "light" || value === "dark" ? value : "auto";
    } catch (error) {
      return "auto";
    }
  }

  // A preview's <picture> picks its light or dark image by the system's preference; a
  // theme chosen here must pick too, so its media query is set to always or never match.
  function applyTheme(theme) {
    if (theme === "auto") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", theme);
    var sources = document.querySelectorAll("picture source[data-scheme-media], picture source[media*='prefers-color-scheme']");
    sources.forEach(function (source) {
      if (!source.hasAttribute("data-scheme-media")) source.setAttribute("data-scheme-media", source.media);
      var original = source.getAttribute("data-scheme-media");
      var wantsDark = /dark/.test(original);
      if (theme === "auto") source.media = original;
      else source.media = (theme === "dark") === wantsDark ? "all" : "not all";
    });
    var button = document.querySelector(".theme-switch");
    if (button) {
      var label = "Theme: " + themeNames[theme];
      button.setAttribute("aria-label", label);
      button.title = label;
      button.setAttribute("data-theme-choice", theme);
    }
  }

  function setUpThemeSwitch() {
    var button = document.querySelector(".theme-switch");
    applyTheme(storedTheme());
    if (!button) return;
    button.addEventListener("click", function () {
      var next = themes[(themes.indexOf(storedTheme()) + 1) % themes.length];
      try {
        if (next === "auto") localStorage.removeItem(themeKey);
        else localStorage.setItem(themeKey, next);
      } catch (error) {}
      applyTheme(next);
    });
  }

  // ---------- Sidebar: a panel under the header on phones ----------

  function setUpSidebar() {
    var toggle = document.querySelector(".sidebar-toggle");
    if (!toggle) return;
    toggle.addEventListener("click", function () {
      var open = root.classList.toggle("sidebar-open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
    var current = document.querySelector(".sidebar [aria-current='page']");
    if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
  }

  // ---------- Code that scrolls sideways: reachable from the keyboard ----------

  // A block wider than the column scrolls; a reader without a mouse scrolls it with the
  // arrow keys once it can take the focus (WCAG 2.1.1). Code blocks with a bar do this
  // themselves (code-blocks.js), with a name; this covers any other `pre`.
  function makeScrollingCodeFocusable() {
    document.querySelectorAll("pre").forEach(function (block) {
      if (block.closest(".code-block")) return;
      if (block.scrollWidth > block.clientWidth && !block.hasAttribute("tabindex")) {
        block.setAttribute("tabindex", "0");
      }
    });
  }

  // ---------- Search ----------

  // The same terms as the build makes (Sources/GalleySite/SearchTerms.swift): lowercase
  // letters and digits without accents.
  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  }

  function termsOf(text) {
    return fold(text).split(/[^\p{L}\p{N}]+/u).filter(function (term) {
      return term.length > 0;
    });
  }

  function Search(form) {
    this.form = form;
    this.input = form.querySelector(".search-input");
    this.results = form.querySelector(".search-results");
    this.base = form.getAttribute("data-root") || "./";
    this.cache = {};
    this.serial = 0;
  }

  Search.prototype.fetchJSON = function (path) {
    if (!this.cache[path]) {
      this.cache[path] = fetch(this.base + "search/" + path).then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + path);
        return response.json();
      });
    }
    return this.cache[path];
  };

  // Every shard that can hold terms starting with `term`: shards are named by prefix,
  // and a long one is split into longer prefixes.
  Search.prototype.shardsFor = function (manifest, term) {
    return manifest.shards.filter(function (name) {
      return name.indexOf(term) === 0 || term.indexOf(name) === 0;
    });
  };

  // Documents matching every term: the last one as a prefix (the reader is still typing
  // it), the others as whole words or prefixes worth half. Best first.
  Search.prototype.query = function (text) {
    var self = this;
    var terms = termsOf(text).filter(function (term) {
      return term.length >= 2;
    });
    if (terms.length === 0) return Promise.resolve([]);
    return this.fetchJSON("manifest.json").then(function (manifest) {
      return Promise.all(
        terms.map(function (term) {
          return Promise.all(
            self.shardsFor(manifest, term).map(function (name) {
              return self.fetchJSON("terms/" + name + ".json");
            })
          ).then(function (shards) {
            var scores = {};
            shards.forEach(function (shard) {
              Object.keys(shard).forEach(function (candidate) {
                if (candidate.indexOf(term) !== 0) return;
                var factor = candidate === term ? 1 : 0.5;
                var postings = shard[candidate];
                for (var i = 0; i < postings.length; i += 2) {
                  var score = postings[i + 1] * factor;
                  if (!(scores[postings[i]] >= score)) scores[postings[i]] = score;
                }
              });
            });
            return scores;
          });
        })
      ).then(function (perTerm) {
        var total = perTerm[0];
        perTerm.slice(1).forEach(function (scores) {
          var combined = {};
          Object.keys(total).forEach(function (doc) {
            if (scores[doc] !== undefined) combined[doc] = total[doc] + scores[doc];
          });
          total = combined;
        });
        var ranked = Object.keys(total)
          .map(Number)
          .sort(function (a, b) {
            return total[b] - total[a] || a - b;
          })
          .slice(0, 10);
        return Promise.all(
          ranked.map(function (doc) {
            return self.fetchJSON("docs/" + Math.floor(doc / manifest.chunk) + ".json").then(function (chunk) {
              return chunk[doc % manifest.chunk];
            });
          })
        ).then(function (documents) {
          return { terms: terms, documents: documents };
        });
      });
    });
  };

  // A piece of the text around the first term found, with the terms marked.
  function snippet(text, terms) {
    var folded = fold(text);
    var at = -1;
    terms.forEach(function (term) {
      var found = folded.indexOf(term);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    });
    var start = Math.max(0, at - 40);
    if (start > 0) {
      var space = text.indexOf(" ", start);
      if (space > 0 && space < at) start = space + 1;
    }
    var piece = text.slice(start, start + 160);
    var fragment = document.createDocumentFragment();
    if (start > 0) fragment.appendChild(document.createTextNode("… "));
    var pieceFolded = fold(piece);
    var position = 0;
    while (position < piece.length) {
      var next = -1;
      var length = 0;
      terms.forEach(function (term) {
        var found = pieceFolded.indexOf(term, position);
        if (found >= 0 && (next < 0 || found < next)) {
          next = found;
          length = term.length;
        }
      });
      if (next < 0) {
        fragment.appendChild(document.createTextNode(piece.slice(position)));
        break;
      }
      fragment.appendChild(document.createTextNode(piece.slice(position, next)));
      var mark = document.createElement("mark");
      mark.textContent = piece.slice(next, next + length);
      fragment.appendChild(mark);
      position = next + length;
    }
    if (start + 160 < text.length) fragment.appendChild(document.createTextNode(" …"));
    return fragment;
  }

  // Screen readers hear how many results there are, not the whole list at every key.
  Search.prototype.announce = function (text) {
    var status = this.form.querySelector("#search-status");
    if (status) status.textContent = text;
  };

  Search.prototype.show = function (found) {
    var results = this.results;
    results.textContent = "";
    if (!found) {
      results.hidden = true;
      this.announce("");
      return;
    }
    var count = found.documents.length;
    this.announce(count === 0 ? "No results" : count === 1 ? "1 result" : count + " results");
    if (found.documents.length === 0) {
      var none = document.createElement("p");
      none.className = "search-empty";
      none.textContent = "No results";
      results.appendChild(none);
      results.hidden = false;
      return;
    }
    var list = document.createElement("ul");
    list.className = "search-list";
    var base = this.base;
    found.documents.forEach(function (doc) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.className = "search-result";
      link.href = base === "./" && !doc[0] ? "./" : (base === "./" ? "" : base) + encodeURI(doc[0]);
      var title = document.createElement("span");
      title.className = "search-result-title";
      title.textContent = doc[2] ? doc[1] + " › " + doc[2] : doc[1];
      link.appendChild(title);
      if (doc[3]) {
        var text = document.createElement("span");
        text.className = "search-result-text";
        text.appendChild(snippet(doc[3], found.terms));
        link.appendChild(text);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    results.appendChild(list);
    results.hidden = false;
  };

  Search.prototype.run = function () {
    var self = this;
    var serial = ++this.serial;
    var text = this.input.value;
    if (termsOf(text).join("").length < 2) {
      this.show(null);
      return;
    }
    this.query(text).then(
      function (found) {
        if (serial === self.serial) self.show(found);
      },
      function () {
        if (serial === self.serial) self.show({ terms: [], documents: [] });
      }
    );
  };

  Search.prototype.links = function () {
    return Array.prototype.slice.call(this.results.querySelectorAll("a"));
  };

  // Down and up move through the results, Escape goes back to the field and closes them.
  Search.prototype.move = function (step) {
    var links = this.links();
    if (links.length === 0) return;
    var index = links.indexOf(document.activeElement);
    var next = index + step;
    if (next < 0) this.input.focus();
    else links[Math.min(next, links.length - 1)].focus();
  };

  Search.prototype.setUp = function () {
    var self = this;
    this.input.addEventListener("input", function () {
      self.run();
    });
    this.input.addEventListener("focus", function () {
      if (self.input.value) self.run();
    });
    this.form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = self.links()[0];
      if (first) first.click();
    });
    this.form.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        self.move(1);
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        self.move(-1);
      } else if (event.key === "Escape") {
        self.input.focus();
        self.show(null);
      }
    });
    document.addEventListener("click", function (event) {
      if (!self.form.contains(event.target)) self.show(null);
    });
    // "/" or Ctrl-K (Cmd-K on a Mac) from anywhere but a text field.
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      var slash = event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
      var commandK = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey);
      if (slash || commandK) {
        event.preventDefault();
        self.input.focus();
        self.input.select();
      }
    });
  };

  function setUpSearch() {
    var form = document.querySelector("form.search");
    if (form && window.fetch) new Search(form).setUp();
  }

  function start() {
    setUpThemeSwitch();
    setUpSidebar();
    setUpSearch();
    makeScrollingCodeFocusable();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
