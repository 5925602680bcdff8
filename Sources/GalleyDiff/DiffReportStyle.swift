/// The report's stylesheet, inline so that the report is one page that opens anywhere.
/// It follows the reader's appearance; the pictures keep their own backgrounds.
enum DiffReportStyle {
    static let css = """
        :root { --text: #1d1d1f; --muted: #6e6e73; --page: #f5f5f7; --card: #fff;
          --line: #d2d2d7; --removed: #ffebe9; --added: #e6ffec; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --muted: #a1a1a6; --page: #111113; --card: #1c1c1e; --line: #38383a;
            --removed: #3d1516; --added: #12301c; }
        }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text);
          background: var(--page); }
        header, main { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 24px; }
        h1 { margin: 0 0 4px; font-size: 24px; }
        .summary { margin: 0; font-size: 17px; }
        .legend { margin: 4px 0 0; font-size: 13px; }
        .sites, .legend, .line, .page-change, .scheme, .heading { color: var(--muted); }
        code { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, monospace; }
        h2 { font-size: 19px; margin: 32px 0 8px; }
        h2 code { font-weight: normal; color: var(--muted); }
        .change { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px;
          margin: 12px 0; }
        h3 { margin: 0 0 12px; font-size: 16px; }
        .line { font-weight: normal; font-size: 13px; }
        .body { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; align-items: start; }
        .pictures { display: grid; grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr); gap: 8px 12px;
          align-items: center; }
        .heading { font-size: 13px; font-weight: 600; }
        .scheme { font-size: 13px; }
        .cell.empty { color: var(--muted); text-align: center; }
        .frame { position: relative; max-width: 100%; border: 1px solid var(--line); }
        .frame img { display: block; width: 100%; height: auto; }
        /* Magenta with a white halo: it stands out on light and dark pictures and on the
           reds and greens of components. Drawn just outside the box, so the box stays visible. */
        .region { position: absolute; margin: -3px; padding: 1px; border: 2px solid #e600e6; border-radius: 4px;
          box-shadow: 0 0 0 1px #fff, inset 0 0 0 1px #fff; background: rgb(230 0 230 / .06); }
        .region.moved { border-style: dashed; background: none; }
        .code-note { margin: 6px 0 0; font-size: 13px; color: var(--muted); }
        .code-diff { margin: 0; padding: 8px 0; border: 1px solid var(--line); border-radius: 8px; overflow-x: auto; }
        .code-diff span { display: block; padding: 0 10px; white-space: pre; }
        .code-diff .removed { background: var(--removed); }
        .code-diff .added { background: var(--added); }
        @media (max-width: 800px) { .body { grid-template-columns: minmax(0, 1fr); } }

        """
}
