import { type StreamDefinition } from './subjects';

/**
 * A subject in a test run's private namespace: the namespace becomes its first
 * token, so it never matches the production streams' subjects. Unchanged
 * without a namespace.
 */
export function namespacedSubject(subject: string, namespace?: string): string {
  return namespace ? `${namespace}.${subject}` : subject;
}

/**
 * A stream as a test run on a shared NATS server uses it: a private copy whose
 * name gets the namespace as a suffix and whose subjects get it as a prefix, so
 * the run touches neither the real streams nor another run's. Unchanged without
 * a namespace.
 */
export function namespacedStream(
  definition: StreamDefinition,
  namespace?: string,
): StreamDefinition {
  return {
    name: namespace ? `${definition.name}_${namespace.toUpperCase()}` : definition.name,
    subjects: definition.subjects.map((subject) => namespacedSubject(subject, namespace)),
    kind: definition.kind,
    latestPerSubject: definition.latestPerSubject,
    ...(definition.maxAgeMs ? { maxAgeMs: definition.maxAgeMs } : {}),
  };
}

/**
 * {@link namespacedSubject} and {@link namespacedStream} for one namespace, as a
 * service's topology names its subjects and streams, and the name of a durable
 * consumer of the service: `<service>-<purpose>`, or `<service>_<namespace>-<purpose>`
 * in a namespace (the service's name alone when no purpose is given).
 */
export function inNamespace(namespace?: string) {
  return {
    subject: (subject: string): string => namespacedSubject(subject, namespace),
    stream: (definition: StreamDefinition): StreamDefinition =>
      namespacedStream(definition, namespace),
    durable: (service: string, purpose?: string): string =>
      [namespace ? `${service}_${namespace}` : service, purpose].filter(Boolean).join('-'),
  };
}
