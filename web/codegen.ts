import { join } from 'node:path';

import { type CodegenConfig } from '@graphql-codegen/cli';

/**
 * The web app's GraphQL operations, typed from the contract (docs/web.md
 * "Talking to the server"): every `.graphql` document under a feature's
 * `graphql/` folder, checked against the gateway's committed supergraph, becomes
 * a typed document node in `src/lib/graphql/generated/` (plain objects: no
 * runtime beyond Apollo Client's). `npm run codegen -w web` writes it;
 * `web/test/graphql/operations.test.ts` fails when it is not current.
 */
const config: CodegenConfig = {
  schema: join(__dirname, '../services/gateway/supergraph.graphql'),
  documents: join(__dirname, 'src/features/*/graphql/*.graphql'),
  ignoreNoDocuments: false,
  generates: {
    [join(__dirname, 'src/lib/graphql/generated/')]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: true,
        defaultScalarType: 'unknown',
        scalars: {
          DateTimeISO: 'string',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
};

export default config;
