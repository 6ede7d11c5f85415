import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

import {
  type EntityManager,
  type FindOptionsSelect,
  type FindOptionsWhere,
  IsNull,
  LessThan,
} from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

import { packSnapshot, unpackSnapshot } from './snapshot';
import { type VersionColumns, type VersionReason } from './version.entity';
import { type VersionChanges } from './version-changes';

/**
 * A pause in editing this long starts a new version (docs/resume.md#history):
 * a person who stops for a coffee comes back to a new version, while a burst
 * of typing saved every second or two stays one.
 */
export const editPauseMs = 10 * 60_000;

/** Where a save came from, as the service sees it. */
export type SaveSource = { clientId?: string | null; userAgent?: string | null };

/** The longest client id and User-Agent kept; anything longer is cut. */
const sourceMaxLength = { clientId: 100, userAgent: 300 };

/** A document with a history: a resume or a letter, as its row holds it. */
export type Versioned<D> = {
  id: string;
  userId: string;
  data: D;
  version: number;
  updatedAt: Date;
};

/** The document's state before a change, as the history needs it. */
export type StateBefore<D> = { data: D; version: number };

/** Why a change starts a version of its own, and the version a restore brought back. */
export type Checkpoint = { reason: VersionReason; restoredFrom?: string };

/**
 * What tells one kind of document's history from another's: its table and
 * the column naming the document, the entity's two fields of its own (the
 * document's id and its `version` after the version's last save), and how
 * two of its documents compare.
 */
export type HistoryKind<E extends VersionColumns, D> = {
  entity: new () => E;
  table: 'resume_version' | 'letter_version';
  documentColumn: 'resume_id' | 'letter_id';
  documentKey: keyof E & string;
  documentVersionKey: keyof E & string;
  /** The document a first version is compared with. */
  blank: () => D;
  compare: (before: D, after: D) => VersionChanges;
  template: (data: D) => string;
  pictures: (data: D) => string[];
};

function cut(value: string | null | undefined, max: number): string | null {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
}

/** The client id and User-Agent a save's version keeps, trimmed and cut to their bounds. */
export function sourceColumns(source: SaveSource): [string | null, string | null] {
  return [
    cut(source.clientId, sourceMaxLength.clientId),
    cut(source.userAgent, sourceMaxLength.userAgent),
  ];
}

/**
 * The SQL of a save joined to its document's open version, as parts: the
 * history's own join below and the resume's one-statement save
 * (resumes/quick-save.ts) are built of the same. Each argument is a
 * placeholder or expression (`$2`, `(SELECT id FROM held)`).
 */
export const openVersionSql = {
  /** The id of the document's open version: its newest, while it has no snapshot. */
  newest: (table: string, column: string, documentId: string) =>
    `SELECT id FROM ${table} WHERE ${column} = ${documentId} AND snapshot IS NULL
     ORDER BY number DESC LIMIT 1`,
  /** The version was saved to within the edit pause before `savedAt`. */
  joinable: (savedAt: string, pauseSeconds: string) =>
    `saved_at > ${savedAt}::timestamptz - make_interval(secs => ${pauseSeconds})`,
  /** What a joined save sets: its time, the document's version, one save more, its source. */
  join: (
    versionColumn: string,
    values: { savedAt: string; version: string; clientId: string; userAgent: string },
  ) =>
    `saved_at = ${values.savedAt}, ${versionColumn} = ${values.version}, saves = saves + 1,
     client_id = coalesce(${values.clientId}, client_id),
     user_agent = coalesce(${values.userAgent}, user_agent)`,
};

/**
 * The history of one kind of document (docs/resume.md#history, and a
 * letter's in docs/letters.md#history): saves grouped into versions, closed
 * versions kept as compressed snapshots, thinned by age. Every function runs
 * on the manager it is given, inside the transaction that holds the
 * document's row lock, so a version and the save it records commit together.
 */
export function documentHistory<E extends VersionColumns, D extends object>(
  kind: HistoryKind<E, D>,
) {
  const { entity, table, documentColumn: column, documentKey, documentVersionKey } = kind;
  const where = (documentId: string, more: FindOptionsWhere<VersionColumns> = {}) =>
    ({ [documentKey]: documentId, ...more }) as FindOptionsWhere<E>;
  const documentOf = (version: E) => version[documentKey] as string;
  const update = (manager: EntityManager, id: string, fields: Record<string, unknown>) =>
    manager.update(entity, { id } as FindOptionsWhere<E>, fields as QueryDeepPartialEntity<E>);
  /** The columns a list of versions reads: everything but the snapshot and its pictures. */
  const listColumns = Object.fromEntries(
    [
      'id',
      documentKey,
      'userId',
      'number',
      'reason',
      'startedAt',
      'savedAt',
      documentVersionKey,
      'saves',
      'clientId',
      'userAgent',
      'name',
      'changes',
      'restoredFrom',
    ].map((key) => [key, true]),
  ) as FindOptionsSelect<E>;

  async function nextNumber(manager: EntityManager, documentId: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(max(number), 0) + 1 AS next FROM ${table} WHERE ${column} = $1`,
      [documentId],
    )) as { next: number }[];
    return Number(row.next);
  }

  /** The document of the newest closed version before `number`, or null when there is none. */
  async function previousSnapshot(manager: EntityManager, documentId: string, number: number) {
    const previous = await manager
      .createQueryBuilder(entity, 'version')
      .select(['version.id', 'version.snapshot'])
      .where(`version.${column} = :documentId`, { documentId })
      .andWhere('version.number < :number', { number })
      .andWhere('version.snapshot IS NOT NULL')
      .orderBy('version.number', 'DESC')
      .limit(1)
      .getOne();
    return previous?.snapshot ? unpackSnapshot<D>(previous.snapshot) : null;
  }

  async function insertOpen(
    manager: EntityManager,
    document: Versioned<D>,
    source: SaveSource,
    reason: VersionReason,
    restoredFrom: string | null,
  ) {
    await manager.insert(entity, {
      id: randomUUID(),
      [documentKey]: document.id,
      userId: document.userId,
      number: await nextNumber(manager, document.id),
      reason,
      startedAt: document.updatedAt,
      savedAt: document.updatedAt,
      [documentVersionKey]: document.version,
      saves: 1,
      clientId: cut(source.clientId, sourceMaxLength.clientId),
      userAgent: cut(source.userAgent, sourceMaxLength.userAgent),
      name: null,
      changes: null,
      snapshot: null,
      pictures: [],
      restoredFrom,
    } as unknown as QueryDeepPartialEntity<E>);
  }

  /** The version being written to: the document's newest, while it has no snapshot. */
  function open(manager: EntityManager, documentId: string): Promise<E | null> {
    return manager.findOne(entity, {
      where: where(documentId, { snapshot: IsNull() }),
      order: { number: 'DESC' } as never,
    });
  }

  /**
   * Adds a save to the open version in one statement, as `recordSave` would
   * when the editing has not paused: most saves are this, and reading the
   * version first was a round trip more each. False when there is no open
   * version or the editing paused; nothing is written then.
   */
  async function joinOpen(manager: EntityManager, after: Versioned<D>, source: SaveSource) {
    const join = { savedAt: '$2', version: '$3', clientId: '$4', userAgent: '$5' };
    const [, joined] = (await manager.query(
      `UPDATE ${table} SET ${openVersionSql.join(table, join)}
       WHERE id = (${openVersionSql.newest(table, column, '$1')})
         AND ${openVersionSql.joinable('$2', '$6')}`,
      [
        after.id,
        after.updatedAt,
        after.version,
        cut(source.clientId, sourceMaxLength.clientId),
        cut(source.userAgent, sourceMaxLength.userAgent),
        editPauseMs / 1000,
      ],
    )) as [unknown, number];
    return joined > 0;
  }

  /**
   * Thins unnamed closed versions by age (docs/resume.md#which-versions-are-kept):
   * every one of the last day, then the last of each UTC day up to 30 days,
   * then the last of each week up to 365 days; older unnamed ones go. Named
   * and open versions are never touched. One document, or all of them.
   */
  async function thin(manager: EntityManager, now: Date, documentId?: string): Promise<number> {
    const [, removed] = (await manager.query(
      `DELETE FROM ${table} v
       USING (
         SELECT id, saved_at, row_number() OVER (
           PARTITION BY ${column},
             CASE WHEN saved_at >= $1::timestamptz - interval '30 days'
                  THEN date_trunc('day', saved_at AT TIME ZONE 'UTC')
                  ELSE date_trunc('week', saved_at AT TIME ZONE 'UTC') END
           ORDER BY saved_at DESC, number DESC
         ) AS rank
         FROM ${table}
         WHERE name IS NULL AND snapshot IS NOT NULL
           AND saved_at < $1::timestamptz - interval '1 day'
           AND ($2::uuid IS NULL OR ${column} = $2::uuid)
       ) old
       WHERE v.id = old.id
         AND (old.rank > 1 OR old.saved_at < $1::timestamptz - interval '365 days')`,
      [now.toISOString(), documentId ?? null],
    )) as [unknown, number];
    return removed;
  }

  /** Closes a version with its final document: compressed, with what changed since the one before. */
  async function close(manager: EntityManager, version: E, data: D, name?: string) {
    const documentId = documentOf(version);
    const previous = await previousSnapshot(manager, documentId, version.number);
    await update(manager, version.id, {
      snapshot: packSnapshot(data),
      changes: kind.compare(previous ?? kind.blank(), data),
      pictures: kind.pictures(data),
      ...(name ? { name } : {}),
    });
    await thin(manager, new Date(), documentId);
  }

  return {
    open,
    thin,
    close,

    /** A brand-new document's first version (made, imported or duplicated). */
    async begin(
      manager: EntityManager,
      document: Versioned<D>,
      source: SaveSource,
      reason: VersionReason = 'created',
    ) {
      await insertOpen(manager, document, source, reason, null);
    },

    /**
     * Records a saved change of the document. The save joins the open version
     * unless the editing paused for `editPauseMs`, the template changed, or the
     * change is one that replaces much at once (`checkpoint`): then the open
     * version is closed with the state before the change, and a new one begins.
     */
    async recordSave(
      manager: EntityManager,
      before: StateBefore<D>,
      after: Versioned<D>,
      source: SaveSource,
      checkpoint?: Checkpoint,
    ) {
      if (isDeepStrictEqual(before.data, after.data) && !checkpoint) {
        return;
      }
      const templateChanged = kind.template(before.data) !== kind.template(after.data);
      if (!checkpoint && !templateChanged && (await joinOpen(manager, after, source))) {
        return;
      }
      const current = await open(manager, after.id);
      const paused = current
        ? after.updatedAt.getTime() - current.savedAt.getTime() >= editPauseMs
        : true;
      if (current && !checkpoint && !templateChanged && !paused) {
        await update(manager, current.id, {
          savedAt: after.updatedAt,
          [documentVersionKey]: after.version,
          saves: current.saves + 1,
          clientId: cut(source.clientId, sourceMaxLength.clientId) ?? current.clientId,
          userAgent: cut(source.userAgent, sourceMaxLength.userAgent) ?? current.userAgent,
        });
        return;
      }
      if (current) {
        await close(manager, current, before.data);
      }
      const reason = checkpoint?.reason ?? (templateChanged ? 'template' : 'edit');
      await insertOpen(manager, after, source, reason, checkpoint?.restoredFrom ?? null);
    },

    /** Writes a closed version of the present state, named: "Save this version as…" when nothing is open. */
    async insertClosed(
      manager: EntityManager,
      document: Versioned<D>,
      name: string,
      source: SaveSource,
    ): Promise<E> {
      const number = await nextNumber(manager, document.id);
      const previous = await previousSnapshot(manager, document.id, number);
      const now = new Date();
      const version = manager.create(entity, {
        id: randomUUID(),
        [documentKey]: document.id,
        userId: document.userId,
        number,
        reason: 'manual',
        startedAt: now,
        savedAt: now,
        [documentVersionKey]: document.version,
        saves: 0,
        clientId: cut(source.clientId, sourceMaxLength.clientId),
        userAgent: cut(source.userAgent, sourceMaxLength.userAgent),
        name,
        changes: kind.compare(previous ?? kind.blank(), document.data),
        snapshot: packSnapshot(document.data),
        pictures: kind.pictures(document.data),
        restoredFrom: null,
      } as unknown as E);
      await manager.insert(entity, version as QueryDeepPartialEntity<E>);
      return version;
    },

    /** A page of a document's versions, newest first, without their documents: `limit` of those numbered below `before`. */
    list(manager: EntityManager, documentId: string, limit: number, before?: number | null) {
      return manager.find(entity, {
        select: listColumns,
        where: where(documentId, before ? { number: LessThan(before) } : {}),
        order: { number: 'DESC' } as never,
        take: limit,
      });
    },

    /** One version of a document with its document, or null (another document's id is null too). */
    find(manager: EntityManager, documentId: string, versionId: string): Promise<E | null> {
      return manager.findOneBy(entity, where(documentId, { id: versionId }));
    },

    /** Gives a closed version a name, or a new one. */
    async rename(manager: EntityManager, version: E, name: string) {
      await update(manager, version.id, { name });
    },

    /** Deletes a closed version. */
    async remove(manager: EntityManager, version: E) {
      await manager.delete(entity, { id: version.id } as FindOptionsWhere<E>);
    },

    /** What the open version changed so far: computed when asked, as it changes with every save. */
    async openChanges(manager: EntityManager, version: E, current: D): Promise<VersionChanges> {
      const previous = await previousSnapshot(manager, documentOf(version), version.number);
      return kind.compare(previous ?? kind.blank(), current);
    },
  };
}

/** The history of one kind of document, as `documentHistory` makes it. */
export type DocumentHistory<E extends VersionColumns, D extends object> = ReturnType<
  typeof documentHistory<E, D>
>;
