// Regional name pools. Players are invented by pairing a first name and a surname from the pool of
// the player's region, so a squad reads like a real one without copying real people wholesale.

export type Region =
  | 'india'
  | 'australia'
  | 'england'
  | 'south-africa'
  | 'new-zealand'
  | 'pakistan'
  | 'sri-lanka'
  | 'west-indies'
  | 'bangladesh'
  | 'afghanistan';

export interface NamePool {
  country: string;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  birthplaces: readonly string[];
  /** Share of bowlers who bowl spin; subcontinent sides lean on spin. */
  spinShare: number;
}

const ANGLO_MALE = ['Jack', 'Oliver', 'Harry', 'James', 'Tom', 'Sam', 'Ben', 'Will', 'Josh', 'Matt', 'Liam', 'Ryan',
  'Callum', 'Nathan', 'Mitchell', 'Cameron', 'Lachlan', 'Riley', 'Zac', 'Dan', 'Chris', 'Alex', 'Jamie', 'Luke',
  'Ollie', 'George', 'Charlie', 'Henry', 'Jordan', 'Marcus', 'Scott', 'Tim', 'Adam', 'Sean', 'Aaron', 'Blake'];
const ANGLO_FEMALE = ['Ellyse', 'Meg', 'Alyssa', 'Beth', 'Sophie', 'Nat', 'Amy', 'Kate', 'Tammy', 'Georgia', 'Grace',
  'Hannah', 'Lauren', 'Phoebe', 'Annabel', 'Darcie', 'Tahlia', 'Jess', 'Freya', 'Issy', 'Emma', 'Lucy', 'Maia',
  'Rachel', 'Chloe', 'Amelia', 'Bella', 'Molly', 'Heather', 'Kim'];

export const NAME_POOLS: Record<Region, NamePool> = {
  india: {
    country: 'India',
    male: ['Rohit', 'Virat', 'Arjun', 'Rahul', 'Shubman', 'Yashasvi', 'Rishabh', 'Sanju', 'Hardik', 'Ravindra',
      'Axar', 'Kuldeep', 'Jasprit', 'Mohammed', 'Arshdeep', 'Varun', 'Tilak', 'Abhishek', 'Rinku', 'Shivam',
      'Ishan', 'Ruturaj', 'Sai', 'Dhruv', 'Nitish', 'Harshit', 'Prasidh', 'Umran', 'Akash', 'Mukesh', 'Deepak',
      'Washington', 'Ravi', 'Ayush', 'Sarfaraz', 'Devdutt', 'Rajat', 'Venkatesh', 'Shardul', 'Karun', 'Aniket',
      'Priyansh', 'Vaibhav', 'Nehal', 'Abhinav', 'Tushar', 'Yash', 'Kartik', 'Siddharth', 'Manav'],
    female: ['Harmanpreet', 'Smriti', 'Shafali', 'Jemimah', 'Richa', 'Deepti', 'Pooja', 'Renuka', 'Radha', 'Yastika',
      'Sneh', 'Titas', 'Shreyanka', 'Amanjot', 'Arundhati', 'Saika', 'Uma', 'Pratika', 'Harleen', 'Kranti'],
    surnames: ['Sharma', 'Kohli', 'Gill', 'Jaiswal', 'Pant', 'Samson', 'Pandya', 'Jadeja', 'Patel', 'Yadav',
      'Bumrah', 'Singh', 'Chakravarthy', 'Varma', 'Dube', 'Kishan', 'Gaikwad', 'Sudharsan', 'Jurel', 'Reddy',
      'Rana', 'Krishna', 'Malik', 'Deep', 'Kumar', 'Chahar', 'Sundar', 'Bishnoi', 'Mhatre', 'Khan', 'Padikkal',
      'Patidar', 'Iyer', 'Thakur', 'Nair', 'Verma', 'Arya', 'Suryavanshi', 'Wadhera', 'Manohar', 'Deshpande',
      'Dayal', 'Tyagi', 'Kulkarni', 'Rathore', 'Menon', 'Chauhan', 'Bhatia', 'Mishra', 'Awasthi', 'Shetty'],
    birthplaces: ['Mumbai, Maharashtra', 'Delhi', 'Bengaluru, Karnataka', 'Chennai, Tamil Nadu', 'Kolkata, West Bengal',
      'Hyderabad, Telangana', 'Ahmedabad, Gujarat', 'Jaipur, Rajasthan', 'Lucknow, Uttar Pradesh', 'Indore, Madhya Pradesh',
      'Rajkot, Gujarat', 'Nagpur, Maharashtra', 'Ranchi, Jharkhand', 'Mohali, Punjab', 'Kanpur, Uttar Pradesh',
      'Baroda, Gujarat', 'Kochi, Kerala', 'Patna, Bihar'],
    spinShare: 0.45,
  },
  australia: {
    country: 'Australia',
    male: ANGLO_MALE,
    female: ANGLO_FEMALE,
    surnames: ['Marsh', 'Head', 'Starc', 'Cummins', 'Hazlewood', 'Lyon', 'Carey', 'Inglis', 'Green', 'Labuschagne',
      'Smith', 'Warner', 'Maxwell', 'Stoinis', 'Zampa', 'Ellis', 'Short', 'Fraser', 'Connolly', 'Konstas', 'Webster',
      'Boland', 'Abbott', 'Hardie', 'McGurk', 'Kuhnemann', 'Sangha', 'Bartlett', 'Harper', 'Rowe', 'Whitely', 'Moody',
      'Bancroft', 'Hunt', 'Sutherland', 'Gardner', 'Healy', 'Lanning', 'Perry', 'Mooney', 'Wareham', 'Brown'],
    birthplaces: ['Sydney, New South Wales', 'Melbourne, Victoria', 'Brisbane, Queensland', 'Perth, Western Australia',
      'Adelaide, South Australia', 'Hobart, Tasmania', 'Newcastle, New South Wales', 'Geelong, Victoria',
      'Wagga Wagga, New South Wales', 'Townsville, Queensland'],
    spinShare: 0.25,
  },
  england: {
    country: 'England',
    male: ANGLO_MALE,
    female: ANGLO_FEMALE,
    surnames: ['Root', 'Stokes', 'Brook', 'Buttler', 'Duckett', 'Crawley', 'Pope', 'Wood', 'Archer', 'Carse',
      'Atkinson', 'Bashir', 'Rashid', 'Livingstone', 'Salt', 'Jacks', 'Bethell', 'Tongue', 'Potts', 'Overton',
      'Smith', 'Curran', 'Topley', 'Leach', 'Foakes', 'Lawrence', 'Ecclestone', 'Sciver', 'Knight', 'Dunkley',
      'Wyatt', 'Bell', 'Filer', 'Capsey', 'Glenn', 'Cross', 'Jones', 'Hartley', 'Ridley', 'Ashworth'],
    birthplaces: ['London', 'Manchester', 'Leeds, Yorkshire', 'Birmingham', 'Nottingham', 'Bristol', 'Southampton',
      'Durham', 'Taunton, Somerset', 'Chelmsford, Essex', 'Canterbury, Kent', 'Worcester'],
    spinShare: 0.25,
  },
  'south-africa': {
    country: 'South Africa',
    male: ['Temba', 'Aiden', 'Quinton', 'Heinrich', 'David', 'Kagiso', 'Lungi', 'Keshav', 'Tabraiz', 'Marco',
      'Gerald', 'Anrich', 'Tristan', 'Ryan', 'Dewald', 'Wiaan', 'Kwena', 'Tony', 'Senuran', 'Lizaad', 'Nandre',
      'Ottneil', 'Kyle', 'Dean', 'Wian', 'Sinethemba', 'Lutho', 'Matthew', 'Rassie', 'Reeza', 'Corbin', 'Dane'],
    female: ['Laura', 'Marizanne', 'Chloe', 'Nadine', 'Ayabonga', 'Sune', 'Nonkululeko', 'Tazmin', 'Anneke', 'Nondumiso',
      'Annerie', 'Masabata', 'Delmi', 'Eliz-Mari', 'Mane'],
    surnames: ['Bavuma', 'Markram', 'de Kock', 'Klaasen', 'Miller', 'Rabada', 'Ngidi', 'Maharaj', 'Shamsi', 'Jansen',
      'Coetzee', 'Nortje', 'Stubbs', 'Rickelton', 'Brevis', 'Mulder', 'Maphaka', 'de Zorzi', 'Muthusamy', 'Williams',
      'Burger', 'Baartman', 'Verreynne', 'Elgar', 'Hendricks', 'Bosch', 'Mokoena', 'Zondo', 'van der Dussen',
      'Wolvaardt', 'Kapp', 'Tryon', 'Khaka', 'Luus', 'Dlamini', 'Nkosi', 'Botha', 'Pretorius'],
    birthplaces: ['Johannesburg, Gauteng', 'Cape Town, Western Cape', 'Durban, KwaZulu-Natal', 'Pretoria, Gauteng',
      'Port Elizabeth, Eastern Cape', 'Bloemfontein, Free State', 'East London, Eastern Cape', 'Paarl, Western Cape'],
    spinShare: 0.25,
  },
  'new-zealand': {
    country: 'New Zealand',
    male: ['Kane', 'Devon', 'Tom', 'Daryl', 'Glenn', 'Mitchell', 'Rachin', 'Tim', 'Matt', 'Lockie', 'Will', 'Kyle',
      'Finn', 'Mark', 'Ish', 'Michael', 'Nathan', 'Ben', 'Adam', 'Henry', 'Jacob', 'Zak', 'Dean', 'Ajaz'],
    female: ['Sophie', 'Amelia', 'Suzie', 'Lea', 'Maddy', 'Jess', 'Rosemary', 'Eden', 'Brooke', 'Georgia', 'Izzy', 'Fran'],
    surnames: ['Williamson', 'Conway', 'Latham', 'Mitchell', 'Phillips', 'Santner', 'Ravindra', 'Southee', 'Henry',
      'Ferguson', 'Young', 'Jamieson', 'Allen', 'Chapman', 'Sodhi', 'Bracewell', "O'Rourke", 'Smith', 'Duffy',
      'Blundell', 'Foulkes', 'Seifert', 'Nicholls', 'Patel', 'Devine', 'Kerr', 'Bates', 'Tahuhu', 'Halliday',
      'Rowe', 'Plimmer', 'Carson', 'Ngata', 'Te Whata'],
    birthplaces: ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin', 'Tauranga', 'Napier', 'Nelson'],
    spinShare: 0.25,
  },
  pakistan: {
    country: 'Pakistan',
    male: ['Babar', 'Mohammad', 'Fakhar', 'Saim', 'Shaheen', 'Naseem', 'Haris', 'Shadab', 'Abrar', 'Salman', 'Saud',
      'Kamran', 'Abdullah', 'Imam', 'Agha', 'Hasan', 'Usman', 'Aamer', 'Faheem', 'Sahibzada', 'Khushdil', 'Zaman',
      'Sufiyan', 'Hussain', 'Noman', 'Sajid', 'Aamir', 'Irfan', 'Azam', 'Tayyab'],
    female: ['Fatima', 'Nida', 'Muneeba', 'Sidra', 'Aliya', 'Nashra', 'Diana', 'Omaima', 'Tuba', 'Sadia', 'Gull', 'Rameen'],
    surnames: ['Azam', 'Rizwan', 'Zaman', 'Ayub', 'Afridi', 'Shah', 'Rauf', 'Khan', 'Ahmed', 'Shakeel', 'Ghulam',
      'Shafique', 'Haq', 'Ali', 'Mir', 'Tariq', 'Ashraf', 'Farhan', 'Dil', 'Muqeem', 'Talat', 'Nawaz', 'Qadir', 'Iqbal',
      'Masood', 'Butt', 'Jamal', 'Sana', 'Dar', 'Baig', 'Sandhu', 'Sultana'],
    birthplaces: ['Lahore, Punjab', 'Karachi, Sindh', 'Rawalpindi, Punjab', 'Peshawar, Khyber Pakhtunkhwa',
      'Multan, Punjab', 'Faisalabad, Punjab', 'Sialkot, Punjab', 'Quetta, Balochistan', 'Abbottabad'],
    spinShare: 0.35,
  },
  'sri-lanka': {
    country: 'Sri Lanka',
    male: ['Kusal', 'Pathum', 'Charith', 'Dhananjaya', 'Wanindu', 'Maheesh', 'Dunith', 'Matheesha', 'Dilshan',
      'Angelo', 'Dinesh', 'Kamindu', 'Avishka', 'Sadeera', 'Asitha', 'Prabath', 'Lahiru', 'Nuwan', 'Janith',
      'Dushmantha', 'Chamika', 'Bhanuka', 'Nishan', 'Eshan', 'Jeffrey'],
    female: ['Chamari', 'Harshitha', 'Nilakshi', 'Kavisha', 'Inoka', 'Sugandika', 'Vishmi', 'Hasini', 'Anushka',
      'Udeshika', 'Achini', 'Sachini'],
    surnames: ['Mendis', 'Perera', 'Nissanka', 'Asalanka', 'de Silva', 'Hasaranga', 'Theekshana', 'Wellalage',
      'Pathirana', 'Madushanka', 'Mathews', 'Chandimal', 'Fernando', 'Samarawickrama', 'Jayasuriya', 'Kumara',
      'Thushara', 'Liyanage', 'Chameera', 'Karunaratne', 'Rajapaksa', 'Madushka', 'Malinga', 'Athapaththu',
      'Samarakoon', 'Gunaratne', 'Wickramasinghe', 'Dissanayake', 'Bandara', 'Ranasinghe'],
    birthplaces: ['Colombo', 'Kandy', 'Galle', 'Matara', 'Kurunegala', 'Negombo', 'Moratuwa', 'Panadura'],
    spinShare: 0.5,
  },
  'west-indies': {
    country: 'West Indies',
    male: ['Shai', 'Brandon', 'Nicholas', 'Shimron', 'Rovman', 'Alzarri', 'Jayden', 'Gudakesh', 'Romario', 'Akeal',
      'Kraigg', 'Roston', 'Shamar', 'Kavem', 'Keacy', 'Sherfane', 'Andre', 'Obed', 'Johnson', 'Evin', 'Alick',
      'Justin', 'Jason', 'Kemar', 'Tevin', 'Mikyle', 'Jediah', 'Matthew'],
    female: ['Hayley', 'Stafanie', 'Deandra', 'Chinelle', 'Shemaine', 'Afy', 'Karishma', 'Zaida', 'Chedean', 'Aaliyah',
      'Shamilia', 'Qiana'],
    surnames: ['Hope', 'King', 'Pooran', 'Hetmyer', 'Powell', 'Joseph', 'Seales', 'Motie', 'Shepherd', 'Hosein',
      'Brathwaite', 'Chase', 'Hodge', 'Carty', 'Rutherford', 'Russell', 'McCoy', 'Charles', 'Lewis', 'Athanaze',
      'Greaves', 'Holder', 'Roach', 'Louis', 'Blades', 'Forde', 'Matthews', 'Taylor', 'Dottin', 'Campbelle',
      'Henry', 'Fletcher', 'Alleyne', 'Joseph-Grant'],
    birthplaces: ['Bridgetown, Barbados', 'Kingston, Jamaica', 'Port of Spain, Trinidad', 'Georgetown, Guyana',
      "St John's, Antigua", 'Basseterre, St Kitts', 'Roseau, Dominica', 'Castries, St Lucia'],
    spinShare: 0.3,
  },
  bangladesh: {
    country: 'Bangladesh',
    male: ['Najmul', 'Litton', 'Towhid', 'Mehidy', 'Mushfiqur', 'Mahmudullah', 'Taskin', 'Mustafizur', 'Shoriful',
      'Tanzim', 'Rishad', 'Tanzid', 'Parvez', 'Jaker', 'Soumya', 'Nahid', 'Nasum', 'Shadman', 'Mominul', 'Taijul',
      'Hasan', 'Afif', 'Mahedi', 'Anamul', 'Zakir'],
    female: ['Nigar', 'Fargana', 'Marufa', 'Nahida', 'Sultana', 'Rabeya', 'Shorna', 'Ritu', 'Sobhana', 'Fahima', 'Murshida'],
    surnames: ['Hossain', 'Das', 'Hridoy', 'Hasan', 'Rahim', 'Riyadh', 'Ahmed', 'Rahman', 'Islam', 'Sakib', 'Emon',
      'Ali', 'Sarkar', 'Rana', 'Haque', 'Miraz', 'Shanto', 'Joy', 'Mahmud', 'Akter', 'Khatun', 'Chowdhury', 'Sheikh',
      'Uddin', 'Mia', 'Kabir'],
    birthplaces: ['Dhaka', 'Chattogram', 'Khulna', 'Rajshahi', 'Sylhet', 'Bogura', 'Mymensingh', 'Narail'],
    spinShare: 0.5,
  },
  afghanistan: {
    country: 'Afghanistan',
    male: ['Rashid', 'Mohammad', 'Rahmanullah', 'Ibrahim', 'Hashmatullah', 'Azmatullah', 'Gulbadin', 'Fazalhaq',
      'Naveen', 'Noor', 'Mujeeb', 'Sediqullah', 'Darwish', 'Karim', 'Fareed', 'Rahmat', 'Ikram', 'Najibullah',
      'Qais', 'Nangeyalia', 'Bilal', 'Abdul', 'Zia', 'Sharafuddin'],
    female: ['Nahida', 'Firoza', 'Benafsha', 'Shabnam', 'Roya'],
    surnames: ['Khan', 'Nabi', 'Gurbaz', 'Zadran', 'Shahidi', 'Omarzai', 'Naib', 'Farooqi', 'ul-Haq', 'Ahmad',
      'Ur Rahman', 'Atal', 'Rasooli', 'Janat', 'Malik', 'Shah', 'Alikhil', 'Zazai', 'Kharote', 'Safi', 'Ashraf',
      'Stanikzai', 'Sahak', 'Noori', 'Mangal', 'Wardak'],
    birthplaces: ['Kabul', 'Nangarhar', 'Khost', 'Paktia', 'Kandahar', 'Jalalabad', 'Kunar', 'Logar'],
    spinShare: 0.5,
  },
};
