'use strict';
// What the web build's post-steps read from rspack's stats (tools/build-web.cjs and
// ./startup-preloads.cjs): the chunks with their files and origins, and every module with the
// chunks it is in. Concatenated modules are opened up: only their parts carry the package paths.

/** @returns {{ chunks: object[], modules: object[] }} */
function chunksAndModules(stats) {
  const { chunks, modules } = stats.toJson({
    all: false,
    ids: true,
    chunks: true,
    chunkOrigins: true,
    modules: true,
    modulesSpace: Infinity,
    nestedModules: true,
    nestedModulesSpace: Infinity,
  });
  const leaves = (list) => list.flatMap((m) => (m.modules?.length ? leaves(m.modules).map((leaf) => ({ ...leaf, chunks: m.chunks })) : [m]));
  return { chunks, modules: leaves(modules) };
}

module.exports = { chunksAndModules };
