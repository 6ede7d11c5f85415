// A LinkedIn data export as "Get a copy of your data" sends it: the CSVs with
// LinkedIn's column headers, CRLF line ends, quoted multi-line cells, and
// files the import does not read.

export const linkedInCsv = {
  'Profile.csv': [
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers',
    'Priya,Raman,,"14 Lavelle Road, Bengaluru","Mar 4, 1990","Senior Data Scientist, Search","I work on ranking and ""ML at scale"".\r\nTen years in e-commerce.",Software Development,560001,"Bengaluru, Karnataka, India","[priyaraman,@priya_ml]","[PORTFOLIO:https://priya.example.in,COMPANY:https://flipkart.example.com]",',
    'Someone,Else,,,,Second profile row,,,,,,,',
  ].join('\r\n'),
  'Email Addresses.csv': [
    'Email Address,Confirmed,Primary,Updated On',
    'priya.raman@example.in,Yes,Yes,"1/5/18, 9:15 AM"',
    'priya@work.example.com,No,No,"3/2/21, 4:40 PM"',
  ].join('\r\n'),
  'Certifications.csv': [
    'Name,Url,Authority,Started On,Finished On,License Number',
    '"TensorFlow Developer Certificate",https://credentials.example.com/tf/123,Google,May 2022,May 2025,TF-123',
    'Deep Learning Specialization,,Coursera,Jan 2020,,',
  ].join('\r\n'),
  'Education.csv': [
    'School Name,Start Date,End Date,Notes,Degree Name,Activities',
    'Indian Institute of Science,2012,2014,"Thesis on learning to rank, advised by Prof. Rao.",Master of Engineering,"Teaching assistant, ML course"',
    'Jabalpur Engineering College,2008,2012,,Bachelor of Engineering,',
  ].join('\r\n'),
  'Languages.csv': [
    'Name,Proficiency',
    'English,Full professional proficiency',
    'Tamil,Native or bilingual proficiency',
    'German,',
  ].join('\r\n'),
  'Positions.csv': [
    'Company Name,Title,Description,Location,Started On,Finished On',
    'Flipkart,Senior Data Scientist,"Search ranking, recommendations\r\n• Led a team of 4","Bengaluru, Karnataka, India",Jan 2021,',
    'Flipkart,Data Scientist,Query understanding.,"Bengaluru, Karnataka, India",Jul 2016,Dec 2020',
    'Mu Sigma,Decision Scientist,,"Bengaluru, Karnataka, India",Jun 2014,Jun 2016',
  ].join('\r\n'),
  'Projects.csv': [
    'Title,Description,Url,Started On,Finished On',
    'Open Ranker,"Learning-to-rank toolkit, 2k stars",https://github.com/priyaraman/open-ranker,Mar 2019,',
  ].join('\r\n'),
  'Skills.csv': ['Name', 'Machine Learning', 'Python', 'Learning to Rank', 'Python'].join('\r\n'),
  'Connections.csv':
    'Notes:\r\n"When exporting your connection data, ..."\r\n\r\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\r\n',
  'messages.csv': 'CONVERSATION ID,CONVERSATION TITLE,FROM\r\n1,Hello,Someone\r\n',
};
