import { sampleResumeData } from '@vitae/schema';

import { type AtsReading, compareWithResume } from '../src';

/** The sample resume as a parser that got everything right would read it. */
function perfectReading(): AtsReading {
  const data = sampleResumeData();
  return {
    name: data.basics.name,
    email: data.basics.email,
    phone: data.basics.phone,
    links: [data.basics.url.href, ...data.sections.profiles.items.map((item) => item.url.href)],
    jobs: data.sections.experience.items.map((job) => ({
      company: job.company,
      title: job.position,
      dates: job.date,
    })),
    schools: data.sections.education.items.map((school) => ({
      school: school.institution,
      degree: school.studyType,
      dates: school.date,
    })),
    skills: data.sections.skills.items.map((skill) => skill.name),
  };
}

const statusOf = (reading: AtsReading, field: string) =>
  compareWithResume(reading, sampleResumeData()).find((entry) => entry.field === field);

describe('compareWithResume', () => {
  it('marks every field found when the parser read it as typed', () => {
    const fields = compareWithResume(perfectReading(), sampleResumeData());
    expect(fields.filter((field) => field.status !== 'found')).toEqual([]);
    expect(fields.map((field) => field.field)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'jobs[2].dates', 'schools[1].school']),
    );
  });

  it('marks a field the parser read differently as changed, with what it read', () => {
    const reading = perfectReading();
    reading.jobs[0].title = 'Platform Engineer';
    expect(statusOf(reading, 'jobs[0].title')).toMatchObject({
      status: 'changed',
      read: 'Platform Engineer',
    });
  });

  it('marks a job the parser did not find as lost, each of its fields', () => {
    const reading = perfectReading();
    reading.jobs.splice(1, 1);
    const typed = sampleResumeData().sections.experience.items[1];
    expect(statusOf(reading, 'jobs[1].company')).toEqual({
      field: 'jobs[1].company',
      typed: typed.company,
      read: '',
      status: 'lost',
    });
    expect(statusOf(reading, 'jobs[1].dates')?.status).toBe('lost');
  });

  it('finds a job read in another order by its company', () => {
    const reading = perfectReading();
    reading.jobs.reverse();
    const fields = compareWithResume(reading, sampleResumeData());
    expect(fields.filter((field) => field.status !== 'found')).toEqual([]);
  });

  it('reads a phone number written another way as found, and a missing email as lost', () => {
    const reading = perfectReading();
    reading.phone = reading.phone.replace(/\s/gu, '-');
    reading.email = '';
    expect(statusOf(reading, 'phone')?.status).toBe('found');
    expect(statusOf(reading, 'email')?.status).toBe('lost');
  });

  it('leaves out hidden items', () => {
    const data = sampleResumeData();
    data.sections.skills.items[0].visible = false;
    const fields = compareWithResume(perfectReading(), data);
    expect(fields.filter((field) => field.field.startsWith('skills'))).toHaveLength(
      data.sections.skills.items.length - 1,
    );
  });
});
