import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** The document formats a resume is exported in (docs/import-export.md#export). */
export enum ExportFormatType {
  docx = 'docx',
  md = 'md',
  txt = 'txt',
}

registerEnumType(ExportFormatType, {
  name: 'ExportFormat',
  description: 'A document export: Word (docx), Markdown (md) or plain text (txt).',
});

@ObjectType('ResumeExport', {
  description: 'A resume written as a document, to be saved as a file.',
})
export class ResumeExportType {
  @Field(() => String, {
    description: "The file's name: the resume's title and the format's extension.",
  })
  fileName!: string;

  @Field(() => String, { description: 'The media type, e.g. text/markdown; charset=utf-8.' })
  contentType!: string;

  @Field(() => String, { description: "The file's bytes, base64-encoded." })
  base64!: string;
}
