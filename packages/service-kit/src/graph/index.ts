export * from './build-subgraph';
export * from './context';
export * from './cost-limit';
export * from './depth-limit';
export * from './guards';
export * from './mount-graphql';
export * from './request-context';
export * from './sdl';
