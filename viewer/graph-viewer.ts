// The viewer of `repomap graph` pages, bundled into each page (scripts/build-viewer.mjs): it
// reads the page's JSON data, draws it with sigma, and wires the legend, the search box and the
// side panel. Data reaches the DOM only through textContent and CSSOM properties.
import Graph from 'graphology';
import Sigma from 'sigma';
import type { GraphNode, GraphPageModel } from '../src/render/graph-model.js';

const DATA_ELEMENT_ID = 'repomap-graph-data';
const DIMMED = '#e6e6e6';
const EDGE_COLOUR = '#b8b8b8';
const EDGE_SELECTED = '#555555';

declare global {
  interface Window {
    /** Set once the graph is drawn: what a test (or a curious reader) can ask the page. */
    __repomapGraph?: {
      nodes: number;
      edges: number;
      /** Where a file's node is drawn, in CSS pixels of the graph's container. */
      viewportPosition(path: string): { x: number; y: number };
      selected(): string | null;
    };
  }
}

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`repomap graph page: missing #${id}`);
  return found as T;
}

function readModel(): GraphPageModel {
  return JSON.parse(element(DATA_ELEMENT_ID).textContent ?? '') as GraphPageModel;
}

function buildGraph(model: GraphPageModel): Graph {
  const graph = new Graph({ type: 'directed', multi: false });
  for (const node of model.nodes) {
    graph.addNode(node.path, { x: node.x, y: node.y, size: node.size, color: node.colour, label: node.label });
  }
  for (const edge of model.edges) {
    graph.addEdge(edge.source, edge.target, { size: edge.size, color: EDGE_COLOUR, type: 'arrow', weight: edge.weight });
  }
  return graph;
}

function renderLegend(model: GraphPageModel): void {
  const legend = element<HTMLUListElement>('legend');
  for (const entry of model.legend) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.backgroundColor = entry.colour;
    const text = document.createElement('span');
    text.textContent = `${entry.label} (${entry.count})`;
    item.append(swatch, text);
    item.dataset.category = entry.category;
    legend.append(item);
  }
}

function showPanel(node: GraphNode, rank: number, of: number): void {
  element('panel-path').textContent = node.label;
  element('panel-reason').textContent = node.reasonText;
  element('panel-score').textContent = `#${rank} of ${of} · score ${node.score.toExponential(3)} · ${node.signatures.length + node.moreSignatures} definitions`;
  const list = element<HTMLOListElement>('panel-signatures');
  list.replaceChildren(
    ...node.signatures.map((signature) => {
      const item = document.createElement('li');
      const line = document.createElement('span');
      line.className = 'line';
      line.textContent = String(signature.line);
      item.append(line, document.createTextNode(signature.text));
      return item;
    }),
  );
  element('panel-more').textContent = node.moreSignatures > 0 ? `+${node.moreSignatures} more definitions` : '';
  element('panel').hidden = false;
}

function main(): void {
  const model = readModel();
  const rankOf = new Map(model.nodes.map((node, index) => [node.path, index + 1]));
  const byPath = new Map(model.nodes.map((node) => [node.path, node]));
  const graph = buildGraph(model);
  element('title').textContent = model.title;
  renderLegend(model);

  let matches: Set<string> | null = null;
  let selected: string | null = null;
  const renderer = new Sigma(graph, element('graph'), {
    defaultEdgeType: 'arrow',
    labelRenderedSizeThreshold: 8,
    zIndex: true,
    nodeReducer: (node, data) => {
      if (node === selected) return { ...data, highlighted: true, zIndex: 2 };
      if (matches && !matches.has(node)) return { ...data, color: DIMMED, label: '', zIndex: 0 };
      if (matches) return { ...data, highlighted: true, zIndex: 1 };
      return data;
    },
    edgeReducer: (edge, data) => {
      if (selected && graph.hasExtremity(edge, selected)) return { ...data, color: EDGE_SELECTED, zIndex: 1 };
      if (matches || selected) return { ...data, color: DIMMED };
      return data;
    },
  });

  const select = (path: string | null): void => {
    selected = path;
    const node = path === null ? undefined : byPath.get(path);
    if (node) showPanel(node, rankOf.get(node.path)!, model.nodes.length);
    else element('panel').hidden = true;
    renderer.refresh({ skipIndexation: true });
  };
  const centreOn = (path: string): void => {
    const display = renderer.getNodeDisplayData(path);
    if (display) void renderer.getCamera().animate({ x: display.x, y: display.y, ratio: Math.min(renderer.getCamera().ratio, 0.6) }, { duration: 300 });
  };

  renderer.on('clickNode', ({ node }) => select(node));
  renderer.on('clickStage', () => select(null));
  element('panel-close').addEventListener('click', () => select(null));

  const search = element<HTMLInputElement>('search');
  const status = element('search-status');
  const findMatches = (): string[] => {
    const query = search.value.trim().toLowerCase();
    if (query === '') return [];
    return model.nodes.filter((node) => node.label.toLowerCase().includes(query)).map((node) => node.path);
  };
  search.addEventListener('input', () => {
    const found = findMatches();
    matches = search.value.trim() === '' ? null : new Set(found);
    status.textContent = matches === null ? '' : found.length === 1 ? '1 file' : `${found.length} files`;
    if (found[0] !== undefined) centreOn(found[0]);
    renderer.refresh({ skipIndexation: true });
  });
  search.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    const first = findMatches()[0];
    if (first !== undefined) {
      centreOn(first);
      select(first);
    }
  });

  renderer.once('afterRender', () => {
    window.__repomapGraph = {
      nodes: graph.order,
      edges: graph.size,
      viewportPosition: (path) => renderer.graphToViewport(graph.getNodeAttributes(path) as { x: number; y: number }),
      selected: () => selected,
    };
  });
  renderer.refresh();
}

main();
