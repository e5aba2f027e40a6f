import { describe, expect, it } from 'vitest';
import { createScrubber, type RecordedEvent } from './scrub.ts';

const isOwnHost = (attributes: Record<string, unknown>) =>
  typeof attributes['data-holdfast'] === 'string' && attributes['data-holdfast'] !== '';

const HOST_SECRET = 'HOST-PAGE-SECRET';

/** A page: a head, host text and an app beside the widget's host, whose shadow root holds the flow. */
function fullSnapshot(): RecordedEvent {
  return {
    type: 2,
    timestamp: 2,
    data: {
      initialOffset: { top: 0, left: 0 },
      node: {
        type: 0,
        id: 1,
        childNodes: [
          { type: 1, id: 2, name: 'html', publicId: '', systemId: '' },
          {
            type: 2,
            id: 3,
            tagName: 'html',
            attributes: { lang: 'en', 'data-user': HOST_SECRET },
            childNodes: [
              {
                type: 2,
                id: 4,
                tagName: 'head',
                attributes: { rr_width: '0px', rr_height: '0px', class: HOST_SECRET },
                childNodes: [],
              },
              {
                type: 2,
                id: 6,
                tagName: 'body',
                attributes: { class: HOST_SECRET },
                childNodes: [
                  { type: 3, id: 7, textContent: `Welcome back, ${HOST_SECRET}` },
                  { type: 5, id: 20, textContent: HOST_SECRET },
                  {
                    type: 2,
                    id: 8,
                    tagName: 'div',
                    attributes: { id: 'app', rr_width: '800px', rr_height: '600px' },
                    childNodes: [],
                  },
                  {
                    type: 2,
                    id: 9,
                    tagName: 'div',
                    isShadowHost: true,
                    attributes: { id: 'holdfast-cancel-flow', 'data-holdfast': 'cancel-flow' },
                    childNodes: [
                      {
                        type: 2,
                        id: 10,
                        tagName: 'style',
                        isShadow: true,
                        attributes: { 'data-holdfast': '' },
                        childNodes: [{ type: 3, id: 11, textContent: '.hf-frame{color:red}', isStyle: true }],
                      },
                      {
                        type: 2,
                        id: 12,
                        tagName: 'div',
                        isShadow: true,
                        attributes: { 'data-holdfast-root': '' },
                        childNodes: [
                          {
                            type: 2,
                            id: 13,
                            tagName: 'textarea',
                            attributes: { value: '******' },
                            childNodes: [],
                          },
                          {
                            type: 2,
                            id: 14,
                            tagName: 'h2',
                            attributes: {},
                            childNodes: [{ type: 3, id: 15, textContent: 'Why are you leaving?' }],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  };
}

function incremental(data: Record<string, unknown>, timestamp = 3): RecordedEvent {
  return { type: 3, data, timestamp };
}

function scrubAll(events: RecordedEvent[]) {
  const scrubber = createScrubber(isOwnHost);
  return events.map((event) => scrubber.scrub(event));
}

describe('the recording keeps only the widget’s own shadow root, never the host page', () => {
  it('the full snapshot keeps the widget whole and empties the page around it', () => {
    const [scrubbed] = scrubAll([fullSnapshot()]);
    const json = JSON.stringify(scrubbed);
    expect(json).not.toContain(HOST_SECRET);
    expect(json).toContain('Why are you leaving?');
    expect(json).toContain('.hf-frame{color:red}');
    expect(json).toContain('"data-holdfast":"cancel-flow"');
    // The page keeps its shape for the replay: the blocked app keeps its size, the tags stay.
    expect(json).toContain('"rr_width":"800px"');
    expect(json).toContain('"tagName":"body"');
  });

  it('typing in the widget is kept (rrweb masked it); typing in the host page is dropped', () => {
    const [, own, page] = scrubAll([
      fullSnapshot(),
      incremental({ source: 5, id: 13, text: '******', isChecked: false }),
      incremental({ source: 5, id: 8, text: HOST_SECRET, isChecked: false }),
    ]);
    expect(own).not.toBeNull();
    expect(page).toBeNull();
  });

  it('mutations: the widget’s changes stay, the page’s text and attributes go, nodes added to the page are emptied', () => {
    const [, mutation] = scrubAll([
      fullSnapshot(),
      incremental({
        source: 0,
        texts: [
          { id: 7, value: HOST_SECRET },
          { id: 15, value: 'Anything else?' },
        ],
        attributes: [
          { id: 6, attributes: { class: HOST_SECRET } },
          { id: 14, attributes: { class: 'hf-title' } },
        ],
        removes: [{ parentId: 6, id: 8 }],
        adds: [
          { parentId: 6, nextId: null, node: { type: 3, id: 30, textContent: HOST_SECRET } },
          {
            parentId: 12,
            nextId: null,
            node: {
              type: 2,
              id: 31,
              tagName: 'p',
              attributes: {},
              childNodes: [{ type: 3, id: 32, textContent: 'Pause for 2 months' }],
            },
          },
        ],
      }),
    ]);
    const json = JSON.stringify(mutation);
    expect(json).not.toContain(HOST_SECRET);
    expect(json).toContain('Anything else?');
    expect(json).toContain('hf-title');
    expect(json).toContain('Pause for 2 months');
    expect(json).toContain('"removes":[{"parentId":6,"id":8}]');
  });

  it('a widget mounted after the snapshot (a second show) is recorded from its host down', () => {
    const [, added, typed] = scrubAll([
      fullSnapshot(),
      incremental({
        source: 0,
        texts: [],
        attributes: [],
        removes: [],
        adds: [
          {
            parentId: 6,
            nextId: null,
            node: {
              type: 2,
              id: 40,
              tagName: 'div',
              attributes: { 'data-holdfast': 'cancel-flow' },
              childNodes: [
                {
                  type: 2,
                  id: 41,
                  tagName: 'input',
                  isShadow: true,
                  attributes: { value: '***' },
                  childNodes: [],
                },
              ],
            },
          },
        ],
      }),
      incremental({ source: 5, id: 41, text: '****', isChecked: false }),
    ]);
    expect(JSON.stringify(added)).toContain('"value":"***"');
    expect(typed).not.toBeNull();
  });

  it('the page URL keeps only its origin', () => {
    const [meta] = scrubAll([
      {
        type: 4,
        timestamp: 1,
        data: { href: `https://shop.example/account/${HOST_SECRET}?token=abc#x`, width: 1280, height: 800 },
      },
    ]);
    expect(meta?.data).toEqual({ href: 'https://shop.example/', width: 1280, height: 800 });
  });

  it('pointer geometry stays; selections reaching into the page, logs and custom events go', () => {
    const [, move, selection, log, custom] = scrubAll([
      fullSnapshot(),
      incremental({ source: 1, positions: [{ x: 10, y: 20, id: 8, timeOffset: 0 }] }),
      incremental({ source: 14, ranges: [{ start: 7, startOffset: 0, end: 15, endOffset: 3 }] }),
      incremental({ source: 11, payload: [HOST_SECRET] }),
      { type: 5, timestamp: 9, data: { tag: 'host', payload: HOST_SECRET } },
    ]);
    expect(move).not.toBeNull();
    expect(selection).toBeNull();
    expect(log).toBeNull();
    expect(custom).toBeNull();
  });

  it('each full snapshot (a checkpoint) starts over from its own tree', () => {
    const scrubber = createScrubber(isOwnHost);
    scrubber.scrub(fullSnapshot());
    const checkpoint = fullSnapshot();
    scrubber.scrub({ ...checkpoint, data: { node: { type: 0, id: 100, childNodes: [] } } });
    // Node 13 belonged to the widget in the first tree only.
    expect(scrubber.scrub(incremental({ source: 5, id: 13, text: '***', isChecked: false }))).toBeNull();
  });
});
