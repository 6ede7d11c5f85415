import { randomBytes } from 'node:crypto';

import { jwtVerifierOptions, type RunningService, startService } from '@vitae/service-kit';

import { type StorageConfig } from './config';
import { startDeletionConsumers } from './events/deletion.consumers';
import { type StorageEventTopology, storageEventTopology } from './events/event-topology';
import { startRemoteImageConsumer } from './events/remote-image.consumer';
import { registerFileRoutes } from './files/file.routes';
import { createFileService } from './files/file.service';
import { createFileUrls } from './files/file-urls';
import { createResumeOutputService } from './files/resume-output.service';
import { createResumeVisibility, type ResumeVisibility } from './files/resume-visibility';
import { createLinkSigner } from './files/signed-url';
import { registerImageRoutes } from './images/image.routes';
import { createImageService } from './images/image.service';
import { internalPrefix, registerInternalRoutes } from './internal/internal.routes';
import { RemoteImages1767000000000 } from './migrations/1767000000000-remote-images';
import { createObjectStore } from './objects/create-object-store';
import { type AddressPolicy, publicAddressesOnly } from './remote/address-policy';
import { registerRemoteImageRoutes } from './remote/remote-image.routes';
import { createRemoteImageService } from './remote/remote-image.service';
import { createRemoteImageCopies } from './remote/remote-image-copies';
import { createRemoteImageRegistry } from './remote/remote-image-registry';
import { buildStorageSchema } from './schema';

/** Seams for tests; production passes none. */
export type StorageOptions = {
  /** Which addresses the picture fetcher may reach; public addresses only by default. */
  remoteImagePolicy?: AddressPolicy;
  /** Streams and subjects of the deletion consumers; the production ones by default. */
  events?: StorageEventTopology;
  /** Whether a resume is public; asks the resume service at RESUME_URL by default. */
  resumeVisibility?: ResumeVisibility;
};

/** How long fetching one remote picture may take. */
const remoteImageTimeoutMs = 10_000;

/**
 * The fetcher's address policy: the test seam when given, else public
 * addresses plus the loopback hosts of REMOTE_IMAGE_TEST_HOSTS (never set in
 * production; the config refuses it there).
 */
function addressPolicy(config: StorageConfig, given?: AddressPolicy): AddressPolicy | undefined {
  if (given || !config.REMOTE_IMAGE_TEST_HOSTS) {
    return given;
  }
  const allowed = new Set(config.REMOTE_IMAGE_TEST_HOSTS.split(','));
  return (destination) =>
    publicAddressesOnly(destination) || allowed.has(`${destination.address}:${destination.port}`);
}

/**
 * Starts the storage service: files in object storage; in its own database,
 * the remote images resumes hold and their copies (docs/storage.md).
 */
export async function startStorage(
  config: StorageConfig,
  options: StorageOptions = {},
): Promise<RunningService> {
  const objects = await createObjectStore(config);
  const urls = createFileUrls(config.PUBLIC_URL);
  // Outside production a secret made up at start will do: links then last until a restart.
  const signer = createLinkSigner(config.FILE_URL_SECRET ?? randomBytes(32).toString('hex'));
  try {
    return await startService({
      service: 'storage',
      config,
      database: { entities: [], migrations: [RemoteImages1767000000000] },
      auth: jwtVerifierOptions(config),
      bus: true,
      // Render's routes: like /graphql, they answer only the service credential.
      serviceRoutes: [internalPrefix],
      schema: await buildStorageSchema(config),
      readiness: () => ({ objects: () => objects.ping() }),
      setup: async ({ app, bus, database, logger, verifier, credential }) => {
        logger.info({ objects: objects.kind }, 'object storage ready');
        const images = createImageService(objects, urls);
        const limits = { maxBytes: config.MAX_IMAGE_BYTES, timeoutMs: config.UPLOAD_TIMEOUT_MS };
        await registerImageRoutes(app, { images, verifier: verifier!, limits });
        const files = createFileService({
          objects,
          signer,
          visibility:
            options.resumeVisibility ?? createResumeVisibility(config.RESUME_URL, credential),
          logger,
        });
        registerFileRoutes(app, { files, verifier: verifier! });
        const fetch = {
          maxBytes: config.MAX_IMAGE_BYTES,
          timeoutMs: remoteImageTimeoutMs,
          policy: addressPolicy(config, options.remoteImagePolicy),
        };
        const remote = createRemoteImageService({ objects, urls, fetch });
        const registry = createRemoteImageRegistry(database!.dataSource);
        const copies = createRemoteImageCopies({ objects, registry, fetch, logger });
        registerRemoteImageRoutes(app, { copies });
        await registerInternalRoutes(app, {
          outputs: createResumeOutputService(objects, urls, signer),
          remote,
        });
        const topology = options.events ?? storageEventTopology();
        const deletions = await startDeletionConsumers({
          bus: bus!,
          objects,
          remoteImages: { registry, copies },
          logger,
          topology,
        });
        const imageEvents = await startRemoteImageConsumer({
          bus: bus!,
          registry,
          copies,
          isOwn: (url) => urls.isOwn(url),
          logger,
          topology,
        });
        // Consumers stop before the store they delete from closes.
        return [objects, deletions, imageEvents];
      },
    });
  } catch (error) {
    await objects.close();
    throw error;
  }
}
