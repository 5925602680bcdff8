#!/usr/bin/env python3
"""Writes the same N-article site twice: as a Galley site and as a Hugo site, for the
build benchmark. Articles have front matter, headings, links to one another, tags and
a Swift code block, like real documentation."""
import os
import sys

galley_root, hugo_root, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
tags = ["layout", "components", "styles", "text", "colour", "navigation", "forms", "lists"]


def body(i):
    other = (i * 7 + 3) % count
    return f"""
## Overview

Article {i} explains a component. It links to [article {other}](a{other:05}.md#overview)
and shows some Swift:

```swift
struct Row{i}: View {{
    var body: some View {{
        HStack {{
            Text("Item {i}")
            Spacer()
            Image(systemName: "chevron.right")
        }}
        .padding()
    }}
}}
```

## Details

""" + "\n\n".join(
        f"Paragraph {p} of article {i}: *layout* proposes a size, the child chooses, the parent places it."
        for p in range(6)
    ) + "\n"


os.makedirs(f"{galley_root}/content/articles", exist_ok=True)
os.makedirs(f"{hugo_root}/content/articles", exist_ok=True)
os.makedirs(f"{hugo_root}/layouts/_default", exist_ok=True)
with open(f"{galley_root}/content/site.yml", "w") as f:
    f.write("title: Bench\ndescription: Benchmark site\nbase_url: https://example.org/\nauthor: Bench\nlanguage: en\n")
with open(f"{hugo_root}/hugo.toml", "w") as f:
    f.write('baseURL = "https://example.org/"\ntitle = "Bench"\n[markup.goldmark.renderer]\nunsafe = true\n')
# Hugo needs layouts to render pages; these mirror what Galley's theme shows.
layouts = {
    "baseof.html": '<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ block "main" . }}{{ end }}</body></html>',
    "single.html": '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}{{ range .Params.tags }}<a href="/tags/{{ . | urlize }}/">{{ . }}</a>{{ end }}{{ end }}',
    "list.html": '{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Description }}</li>{{ end }}</ul>{{ end }}',
}
for name, text in layouts.items():
    with open(f"{hugo_root}/layouts/_default/{name}", "w") as f:
        f.write(text)
for i in range(count):
    day = 1 + i % 28
    month = 1 + (i // 28) % 12
    front = f"---\ntitle: Article {i}\ndate: 2025-{month:02}-{day:02}\ndescription: About component {i}\ntags: [{tags[i % 8]}, {tags[(i + 3) % 8]}]\n---\n"
    text = body(i)
    with open(f"{galley_root}/content/articles/a{i:05}.md", "w") as f:
        f.write(front + text)
    # Hugo resolves links to pages by URL, not by .md file.
    other = (i * 7 + 3) % count
    hugo_text = text.replace(f"(a{other:05}.md#overview)", f"(/articles/a{other:05}/#overview)")
    with open(f"{hugo_root}/content/articles/a{i:05}.md", "w") as f:
        f.write(front + hugo_text)
