// The graph picture as one self-contained HTML page: the viewer script and the data inline,
// nothing fetched at view time. The data is JSON in a non-executed script element, escaped so
// no path or signature can close the element; a Content-Security-Policy admits only the
// page's own inline script and style (by hash) and nothing from the network.
import { createHash } from 'node:crypto';
import type { GraphPageModel } from './graph-page.js';

export const GRAPH_DATA_ELEMENT_ID = 'repomap-graph-data';

const STYLE = `
html, body { margin: 0; height: 100%; font: 14px/1.4 system-ui, sans-serif; color: #222; background: #fff; }
#graph { position: absolute; inset: 0 0 0 0; }
#toolbar { position: absolute; top: 12px; left: 12px; z-index: 2; background: rgba(255,255,255,0.92); border: 1px solid #ddd; border-radius: 6px; padding: 10px 12px; max-width: 320px; }
#toolbar h1 { font-size: 15px; margin: 0 0 8px; overflow-wrap: anywhere; }
#search { width: 100%; box-sizing: border-box; padding: 4px 6px; font: inherit; }
#search-status { color: #666; font-size: 12px; min-height: 1.4em; }
#legend { list-style: none; margin: 8px 0 0; padding: 0; }
#legend li { display: flex; align-items: center; gap: 6px; }
#legend .swatch { width: 12px; height: 12px; border-radius: 50%; flex: none; }
#panel { position: absolute; top: 12px; right: 12px; max-height: calc(100% - 50px); width: min(460px, 45vw); z-index: 2; background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 14px; overflow: auto; }
#panel[hidden] { display: none; }
#panel h2 { font-size: 15px; margin: 0 24px 4px 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; }
#panel .reason { margin: 0 0 4px; }
#panel .score { color: #666; font-size: 12px; margin: 0 0 8px; }
#panel ol { list-style: none; margin: 0; padding: 0; font: 12px/1.45 ui-monospace, monospace; }
#panel li { white-space: pre-wrap; overflow-wrap: anywhere; border-top: 1px solid #eee; padding: 2px 0; }
#panel .line { color: #888; display: inline-block; min-width: 3.5em; }
#panel .more { color: #666; font-size: 12px; }
#panel-close { position: absolute; top: 8px; right: 10px; border: 0; background: none; font-size: 18px; cursor: pointer; }
`;

const BODY = `
<div id="graph"></div>
<div id="toolbar">
  <h1 id="title"></h1>
  <input id="search" type="search" placeholder="Find a file" autocomplete="off" spellcheck="false" aria-label="Find a file">
  <div id="search-status"></div>
  <ul id="legend"></ul>
</div>
<aside id="panel" hidden>
  <button id="panel-close" type="button" aria-label="Close">×</button>
  <h2 id="panel-path"></h2>
  <p class="reason" id="panel-reason"></p>
  <p class="score" id="panel-score"></p>
  <ol id="panel-signatures"></ol>
  <p class="more" id="panel-more"></p>
</aside>
`;

/** The page: `viewerScript` is the bundled viewer, which reads the model from the JSON element. */
export function graphPageHtml(model: GraphPageModel, viewerScript: string): string {
  if (/<\/script|<!--/i.test(viewerScript)) throw new Error('the graph viewer bundle holds "</script" or "<!--" and cannot be inlined');
  const data = scriptSafeJson(model);
  const policy = [
    "default-src 'none'",
    `script-src '${sha256(viewerScript)}'`,
    `style-src '${sha256(STYLE)}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(model.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    BODY,
    `<script type="application/json" id="${GRAPH_DATA_ELEMENT_ID}">${data}</script>`,
    `<script>${viewerScript}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * JSON that cannot end its script element or start a comment inside it: `<`, `>` and `&` are
 * written as \u escapes (valid JSON, the same value once parsed), and so are U+2028/U+2029.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
