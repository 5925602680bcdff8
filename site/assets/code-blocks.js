// Code blocks (see CodeBlockHTML.swift for their HTML): highlight.js colours the
// languages Galley marked for it, each copy button is shown and copies its block (a
// console block without its prompts and output), and a block too wide for the page can
// be reached and scrolled with the keyboard. Without this script a block is plain,
// readable code with its label, and its copy button stays hidden.
(function () {
  "use strict";

  // Only the blocks Galley marked: it decides which languages are highlighted, so that a
  // block looks the same on every page, whether or not the page loads highlight.js.
  function highlight(code) {
    var language = code.getAttribute("data-highlight");
    if (window.hljs && language && window.hljs.getLanguage(language)) window.hljs.highlightBlock(code);
  }

  // What a reader wants to paste: the code, less a console session's prompts and output.
  function copyText(code) {
    var copy = code.cloneNode(true);
    copy.querySelectorAll(".prompt, .output").forEach(function (node) {
      node.remove();
    });
    return copy.textContent.replace(/\n$/, "");
  }

  function writeToClipboard(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    // Pages opened from a plain http:// host have no Clipboard API.
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var copied = document.execCommand("copy");
    area.remove();
    return copied ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  function setUp(block) {
    var pre = block.querySelector("pre");
    var code = pre && pre.querySelector("code");
    var button = block.querySelector(".code-copy");
    if (!code) return;
    highlight(code);
    if (button) {
      var status = document.createElement("span");
      status.className = "code-copy-status";
      status.setAttribute("role", "status");
      button.after(status);
      button.hidden = false;
      button.addEventListener("click", function () {
        var text = copyText(code);
        block.dataset.copied = text;
        writeToClipboard(text).then(
          function () {
            button.textContent = "Copied";
            status.textContent = "Copied to the clipboard";
          },
          function () {
            button.textContent = "Copy failed";
            status.textContent = "Could not copy; select the code instead";
          }
        );
        setTimeout(function () {
          button.textContent = "Copy";
          status.textContent = "";
        }, 2000);
      });
    }
  }

  // A block wider than the page scrolls; keyboard users reach it with Tab, and screen
  // readers announce what it is.
  function markScrolling(block) {
    var pre = block.querySelector("pre");
    if (!pre) return;
    if (pre.scrollWidth > pre.clientWidth) {
      pre.setAttribute("tabindex", "0");
      pre.setAttribute("role", "region");
      pre.setAttribute("aria-label", block.dataset.label || "code");
    } else {
      pre.removeAttribute("tabindex");
      pre.removeAttribute("role");
      pre.removeAttribute("aria-label");
    }
  }

  var blocks = Array.prototype.slice.call(document.querySelectorAll(".code-block"));
  blocks.forEach(setUp);
  function markAll() {
    blocks.forEach(markScrolling);
  }
  markAll();
  var pending = false;
  window.addEventListener("resize", function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      markAll();
    });
  });
})();
