// The builder's own GraphQL operations (web/src/features/builder/graphql/builder.graphql),
// as the benchmarks send them, so a benchmark asks exactly what the builder asks.

/** The autosave: the whole document on the version it was made on. */
export const saveResumeData = `mutation SaveResumeData($id: ID!, $data: JSONObject!, $baseVersion: Int!, $save: ResumeSaveInput) {
  updateResume(id: $id, input: { data: $data, baseVersion: $baseVersion }, save: $save) { id version updatedAt }
}`;

/** The autosave: what changed since the last save, as a JSON Patch on its version. */
export const saveResumePatch = `mutation SaveResumePatch($id: ID!, $patch: [JSONObject!]!, $baseVersion: Int!, $save: ResumeSaveInput) {
  updateResume(id: $id, input: { patch: $patch, baseVersion: $baseVersion }, save: $save) { id version updatedAt }
}`;

/** Download PDF. */
export const printResume = `query PrintResume($id: ID!) { resume(id: $id) { id pdfUrl } }`;
