import { remotePreloads } from './startup-preloads.cjs';

/** The part of rspack's stats object remotePreloads reads. */
function stats(json: object) {
  return { toJson: () => json } as never;
}

describe("a remote's preloads.json", () => {
  it("names each page's chunks and its parts' (`page-<page>.<part>`) under the page, and the exposed module's files", () => {
    const preloads = remotePreloads(
      stats({
        chunks: [{ files: ['445.aa.js'], origins: [{ moduleName: 'container entry' }] }, { files: ['77.bb.js'], origins: [{ moduleName: './x' }] }],
        namedChunkGroups: {
          'page-map': { assets: [{ name: 'page-map.cc.js' }, { name: 'page-map.cc.js.map' }] },
          'page-map.canvas': { assets: [{ name: '503.dd.js' }, { name: 'page-map.canvas.ee.js' }, { name: 'page-map.canvas.ff.css' }] },
          'page-job': { assets: [{ name: 'page-job.gg.js' }] },
          other: { assets: [{ name: 'other.hh.js' }] },
        },
      }),
    );
    expect(preloads).toEqual({
      routes: ['445.aa.js'],
      pages: { map: ['503.dd.js', 'page-map.canvas.ee.js', 'page-map.canvas.ff.css', 'page-map.cc.js'], job: ['page-job.gg.js'] },
    });
  });
});
