import { sampleResumeData } from '@vitae/schema';

import { downloadResumeJson, jsonFileName, resumeJson } from './export-json';

describe('Export JSON', () => {
  it('names the file after the resume id', () => {
    expect(jsonFileName('3f2b9c1e-7d4a-4b8e-9c0f-1a2b3c4d5e6f')).toBe(
      '3f2b9c1e-7d4a-4b8e-9c0f-1a2b3c4d5e6f.json',
    );
  });

  it('pretty-prints the resume data with two-space indentation, and reads back equal', () => {
    const data = sampleResumeData();
    const text = resumeJson(data);
    expect(text).toBe(`${JSON.stringify(data, null, 2)}\n`);
    expect(text.split('\n')[1]).toMatch(/^ {2}"basics": \{$/);
    expect(text).not.toMatch(/\t/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('downloads it through a link named {id}.json holding the JSON', async () => {
    const data = sampleResumeData();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:resume';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    jest.useFakeTimers();
    try {
      downloadResumeJson('resume-1', data);
      expect(clicked).toEqual([{ download: 'resume-1.json', href: 'blob:resume' }]);
      expect(blobs[0].type).toBe('application/json');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blobs[0]);
      });
      expect(text).toBe(resumeJson(data));
      expect(document.querySelector('a[download]')).toBeNull();
      jest.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:resume');
    } finally {
      jest.useRealTimers();
      click.mockRestore();
    }
  });
});
