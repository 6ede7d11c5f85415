/**
 * A class handed to type-graphql or TypeORM (a resolver, entity or migration).
 * Both libraries type these as `Function`, so this is the one place that says so.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql and TypeORM take classes as Function
export type ClassRef = Function;
