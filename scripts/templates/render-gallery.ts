// `make templates`: renders every template with the sample resume from the
// built artboard (web/dist) and writes the template picker's assets
// (web/public/templates/jpg|pdf/<name>.jpg|pdf, docs/product.md#design-tools) and the
// screenshots of docs/templates.md (the sample resume, and its design with a
// shorter resume written in Arabic and in Japanese). It builds nothing: `make templates` builds
// the web app and the schema package first, then compiles and runs this file.
// Optional arguments name the templates to render (all by default).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { type ResumeData, type TemplateName } from '@vitae/schema';

/** The part of web/test/artboard/artboard-harness.mjs this script uses. */
type Session = { blocked: string[] };
type Harness = {
  serveDist: (dir: string) => Promise<{ url: string; close: () => Promise<void> }>;
  launchChromium: () => Promise<{ close: () => Promise<void> }>;
  openArtboard: (browser: unknown, baseUrl: string) => Promise<Session>;
  renderResume: (session: Session, data: unknown) => Promise<number>;
  printPdf: (session: Session) => Promise<Uint8Array>;
  screenshotFirstPage: (
    session: Session,
    type: 'png' | 'jpeg',
    scale: number,
  ) => Promise<Uint8Array>;
};
type Schema = { templates: readonly TemplateName[]; sampleResumeData: () => ResumeData };

/** The words of a resume in one language, for a template's right-to-left and CJK screenshots. */
type Written = {
  language: 'ar-SA' | 'ja-JP';
  name: string;
  email: string;
  headline: string;
  location: string;
  summary: string;
  jobs: { company: string; position: string; location: string; date: string; points: string[] }[];
  schools: { institution: string; studyType: string; area: string; date: string }[];
  skills: { name: string; description: string; keywords: string[] }[];
  languages: { name: string; description: string }[];
};

// A fictional person in each language; the sample resume's other sections are left out.
const written: Written[] = [
  {
    language: 'ar-SA',
    name: 'سلمى الخطيب',
    email: 'salma@example.com',
    headline: 'مهندسة منصات تجعل الأنظمة البطيئة سريعة',
    location: 'عمّان، الأردن',
    summary:
      'مهندسة منصات منذ تسع سنوات، أبني الأنظمة التي تعتمد عليها الفرق الأخرى: خطوط البناء وشبكات الخدمات وقواعد البيانات. أحب النتائج القابلة للقياس والقرارات المكتوبة.',
    jobs: [
      {
        company: 'شركة المدار للخدمات اللوجستية',
        position: 'مهندسة منصات رئيسية',
        location: 'عمّان',
        date: '2021 - الآن',
        points: [
          'خفّضت زمن التكامل المستمر من 41 دقيقة إلى 9 دقائق.',
          'قدت نقل 140 خدمة إلى Kubernetes دون أي انقطاع للعملاء.',
        ],
      },
      {
        company: 'صحة بلس',
        position: 'مهندسة خلفيات أولى',
        location: 'دبي',
        date: '2017 - 2021',
        points: ['صممت واجهة حجز المواعيد التي تخدم مليوني طلب يوميًا.'],
      },
    ],
    schools: [
      {
        institution: 'الجامعة الأردنية',
        studyType: 'ماجستير العلوم',
        area: 'الأنظمة الموزعة',
        date: '2013 - 2015',
      },
    ],
    skills: [
      { name: 'البنية التحتية', description: 'خبيرة', keywords: ['Kubernetes', 'Terraform'] },
      { name: 'لغات البرمجة', description: 'متقدمة', keywords: ['TypeScript', 'Go', 'SQL'] },
    ],
    languages: [
      { name: 'العربية', description: 'اللغة الأم' },
      { name: 'الإنجليزية', description: 'بطلاقة' },
    ],
  },
  {
    language: 'ja-JP',
    name: '佐藤 美咲',
    email: 'misaki@example.com',
    headline: '遅いシステムを速く、不安定なシステムを穏やかにするプラットフォームエンジニア',
    location: '大阪府大阪市',
    summary:
      '九年間、他のチームが土台とするシステムを作ってきました。ビルドパイプライン、サービスメッシュ、その下のデータベースを担当し、測定できる成果と文書化された判断を大切にしています。',
    jobs: [
      {
        company: '株式会社みなと物流',
        position: 'スタッフ・プラットフォームエンジニア',
        location: '大阪',
        date: '2021年3月 - 現在',
        points: [
          'パッケージ単位のビルドキャッシュで CI の所要時間を41分から9分に短縮。',
          '140のサービスを Kubernetes へ移行し、顧客影響のある障害はゼロ。',
        ],
      },
      {
        company: 'ルーメンヘルス株式会社',
        position: 'シニアバックエンドエンジニア',
        location: '東京',
        date: '2017年6月 - 2021年2月',
        points: ['一日200万件のリクエストを処理する予約 API を設計。'],
      },
    ],
    schools: [
      {
        institution: '京都大学',
        studyType: '修士（情報学）',
        area: '分散システム',
        date: '2013 - 2015',
      },
    ],
    skills: [
      { name: 'インフラ', description: 'エキスパート', keywords: ['Kubernetes', 'Terraform'] },
      { name: '言語', description: '上級', keywords: ['TypeScript', 'Go', 'SQL'] },
    ],
    languages: [
      { name: '日本語', description: '母語' },
      { name: '英語', description: '流暢' },
    ],
  },
];

/** The sample resume's design with the words of {@link Written}. */
function writtenResume(sample: ResumeData, words: Written): ResumeData {
  const data = structuredClone(sample);
  const { sections } = data;
  data.metadata.language = words.language;
  data.basics = { ...data.basics, name: words.name, headline: words.headline };
  data.basics.location = words.location;
  data.basics.email = words.email;
  data.basics.url = { label: '', href: '' };
  data.basics.customFields = [];
  sections.summary.content = `<p>${words.summary}</p>`;
  const [job] = sections.experience.items;
  sections.experience.items = words.jobs.map((entry, index) => ({
    ...job,
    id: `job-${index}`,
    company: entry.company,
    position: entry.position,
    location: entry.location,
    date: entry.date,
    url: { label: '', href: '' },
    summary: `<ul>${entry.points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
  }));
  const [school] = sections.education.items;
  sections.education.items = words.schools.map((entry, index) => ({
    ...school,
    ...entry,
    id: `school-${index}`,
    score: '',
    summary: '',
  }));
  const [skill] = sections.skills.items;
  sections.skills.items = words.skills.map((entry, index) => ({
    ...skill,
    ...entry,
    id: `skill-${index}`,
    level: 5 - index,
  }));
  const [language] = sections.languages.items;
  sections.languages.items = words.languages.map((entry, index) => ({
    ...language,
    ...entry,
    id: `language-${index}`,
    level: 5 - index,
  }));
  data.metadata.layout = [
    [
      ['summary', 'experience', 'education'],
      ['profiles', 'skills', 'languages'],
    ],
  ];
  return data;
}

async function main(): Promise<void> {
  // Run from the repository root (make does).
  const root = resolve(process.cwd());
  const harness = (await import(
    pathToFileURL(join(root, 'web/test/artboard/artboard-harness.mjs')).href
  )) as Harness;
  const schema = createRequire(join(root, 'package.json'))(
    join(root, 'packages/schema/dist/index.js'),
  ) as Schema;

  const only = process.argv.slice(2);
  const names = only.length > 0 ? only : schema.templates;
  const out = {
    jpg: join(root, 'web/public/templates/jpg'),
    pdf: join(root, 'web/public/templates/pdf'),
    png: join(root, 'docs/templates'),
  };
  for (const dir of Object.values(out)) {
    mkdirSync(dir, { recursive: true });
  }

  const server = await harness.serveDist(join(root, 'web/dist'));
  const browser = await harness.launchChromium();
  try {
    const session = await harness.openArtboard(browser, server.url);
    for (const name of names) {
      const data = schema.sampleResumeData();
      data.metadata.template = name as TemplateName;
      const pages = await harness.renderResume(session, data);
      if (session.blocked.length > 0) {
        throw new Error(`${name} asked the network for ${session.blocked.join(', ')}`);
      }
      writeFileSync(
        join(out.png, `${name}.png`),
        await harness.screenshotFirstPage(session, 'png', 1.5),
      );
      writeFileSync(
        join(out.jpg, `${name}.jpg`),
        await harness.screenshotFirstPage(session, 'jpeg', 1),
      );
      writeFileSync(join(out.pdf, `${name}.pdf`), await harness.printPdf(session));
      console.log(`${name}: ${pages} page${pages === 1 ? '' : 's'}`);
      for (const words of written) {
        await harness.renderResume(session, writtenResume(data, words));
        if (session.blocked.length > 0) {
          throw new Error(`${name} asked the network for ${session.blocked.join(', ')}`);
        }
        writeFileSync(
          join(out.png, `${name}-${words.language}.png`),
          await harness.screenshotFirstPage(session, 'png', 1.5),
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
