// Classes of insurance business as the Nigerian market uses them: the two lines NAICOM licenses
// (General, i.e. Non-Life, and Life business), the classes (categories) written under each, the
// bases on which a class is written (coverage types) and the perils, benefits, extensions and
// rating adjustments a product of that class can include (covers).
//
// Oil and Gas, Aviation and Marine Hull are what the market calls "special risks"; they are kept
// here as classes of General Business, which is how NAICOM licenses and reports them.
//
// Codes: line and category codes are unique across this file; coverage type codes and cover codes
// are unique within their category. The compulsory insurances of Nigerian law are listed in
// COMPULSORY_COVERS at the end, pointing at the category and cover that carry each one.

export interface CoverSeed {
  code: string;
  name: string;
  description: string;
}

export interface CoverageTypeSeed {
  code: string;
  name: string;
  description: string;
}

export interface InsuranceCategorySeed {
  code: string;
  name: string;
  description: string;
  coverageTypes: readonly CoverageTypeSeed[];
  /** The perils / benefits / extensions a product of this category can include. */
  covers: readonly CoverSeed[];
}

export interface LineOfBusinessSeed {
  code: string;
  name: string;
  description: string;
  categories: readonly InsuranceCategorySeed[];
}

// ---------------------------------------------------------------------------------------------
// General Business (Non-Life)
// ---------------------------------------------------------------------------------------------

const MOTOR: InsuranceCategorySeed = {
  code: 'MOTOR',
  name: 'Motor',
  description:
    'Private, commercial and fleet motor vehicles. Third party cover is compulsory for every vehicle used on a public road under the Motor Vehicles (Third Party Insurance) Act.',
  coverageTypes: [
    {
      code: 'COMPREHENSIVE',
      name: 'Comprehensive',
      description: 'Loss of or damage to the insured vehicle from any accidental cause, fire and theft, plus third party liability.',
    },
    {
      code: 'THIRD_PARTY_ONLY',
      name: 'Third Party Only',
      description:
        'The statutory minimum: liability for death or injury to third parties and damage to their property. Compulsory for every vehicle on a public road.',
    },
    {
      code: 'THIRD_PARTY_FIRE_THEFT',
      name: 'Third Party, Fire and Theft',
      description: 'Third party liability plus loss of or damage to the insured vehicle by fire or theft only.',
    },
  ],
  covers: [
    {
      code: 'OWN_DAMAGE',
      name: 'Own Damage',
      description: 'Accidental loss of or damage to the insured vehicle, its accessories and spare parts while on the vehicle.',
    },
    { code: 'FIRE', name: 'Fire', description: 'Loss of or damage to the insured vehicle by fire, self-ignition, lightning or explosion.' },
    {
      code: 'THEFT',
      name: 'Theft',
      description: 'Theft of the insured vehicle, including theft by armed robbery, and damage caused in an attempted theft.',
    },
    {
      code: 'THIRD_PARTY_BODILY_INJURY',
      name: 'Third Party Bodily Injury',
      description:
        'Legal liability for death of or bodily injury to any person (other than the driver and employees in the course of employment) caused by the use of the vehicle. Unlimited under the Act.',
    },
    {
      code: 'THIRD_PARTY_PROPERTY_DAMAGE',
      name: 'Third Party Property Damage',
      description:
        'Legal liability for damage to the property of third parties caused by the use of the vehicle, up to the limit in the schedule (the NAICOM minimum for third party only policies).',
    },
    {
      code: 'FLOOD_EXTENSION',
      name: 'Flood Extension',
      description: 'Extends own damage cover to loss or damage caused by flood, storm and water inundation.',
    },
    {
      code: 'EXCESS_BUY_BACK',
      name: 'Excess Buy-Back',
      description: 'Additional premium paid to remove the own damage excess so that partial losses are paid in full.',
    },
    {
      code: 'RIOT_STRIKE_CIVIL_COMMOTION',
      name: 'Riot, Strike and Civil Commotion',
      description: 'Loss of or damage to the vehicle caused by riot, strike, civil commotion or malicious persons.',
    },
    {
      code: 'PERSONAL_ACCIDENT_DRIVER',
      name: 'Personal Accident to Driver',
      description:
        'Fixed benefits for death or permanent disability of the insured or authorised driver from an accident involving the vehicle.',
    },
    {
      code: 'PERSONAL_ACCIDENT_PASSENGERS',
      name: 'Personal Accident to Passengers',
      description: 'Fixed benefits for death or permanent disability of passengers carried in the vehicle.',
    },
    {
      code: 'MEDICAL_EXPENSES',
      name: 'Medical Expenses',
      description:
        'Reasonable medical expenses of the driver and occupants injured in an accident involving the vehicle, up to the sub-limit.',
    },
    {
      code: 'PASSENGER_LIABILITY',
      name: "Passengers' Legal Liability",
      description:
        'Legal liability to fare-paying passengers for death or injury, for buses, taxis and tricycles carrying passengers for hire or reward.',
    },
    {
      code: 'TOWING_CHARGES',
      name: 'Towing and Recovery',
      description: 'Reasonable cost of towing the disabled vehicle to the nearest repairer or safe place.',
    },
    {
      code: 'CAR_HIRE',
      name: 'Car Hire / Loss of Use',
      description: 'Daily allowance or hire car while the insured vehicle is being repaired after an insured loss.',
    },
    {
      code: 'WINDSCREEN',
      name: 'Windscreen and Glass',
      description: 'Breakage of windscreen and windows without loss of no-claim discount, up to the sub-limit.',
    },
    {
      code: 'ACCESSORIES',
      name: 'Audio and Non-Standard Accessories',
      description: 'Radio, entertainment system and other fittings not supplied with the vehicle, if declared.',
    },
    {
      code: 'ECOWAS_BROWN_CARD',
      name: 'ECOWAS Brown Card Extension',
      description: 'Extends third party cover to ECOWAS member states under the ECOWAS Brown Card scheme.',
    },
    {
      code: 'TRACKING_DEVICE_DISCOUNT',
      name: 'Tracking Device Discount',
      description: 'Premium discount for a vehicle fitted with an approved tracking and recovery device.',
    },
    {
      code: 'NO_CLAIM_DISCOUNT',
      name: 'No-Claim Discount',
      description: 'Renewal discount earned for claim-free years, lost or reduced after a claim.',
    },
    { code: 'FLEET_DISCOUNT', name: 'Fleet Discount', description: 'Premium discount for a fleet of vehicles insured under one policy.' },
  ],
};

const FIRE: InsuranceCategorySeed = {
  code: 'FIRE',
  name: 'Fire and Special Perils',
  description:
    'Buildings, plant, machinery, stock and contents against fire and the special (allied) perils, and the loss of profit that follows.',
  coverageTypes: [
    {
      code: 'STANDARD_FIRE',
      name: 'Standard Fire',
      description: 'Fire, lightning and explosion of boilers or gas used for domestic purposes only.',
    },
    {
      code: 'FIRE_AND_SPECIAL_PERILS',
      name: 'Fire and Special Perils',
      description: 'Standard fire extended by selected special perils such as storm, flood, riot and impact.',
    },
    {
      code: 'INDUSTRIAL_ALL_RISKS',
      name: 'Industrial All Risks',
      description: 'Sudden and accidental physical loss or damage from any cause not excluded, for industrial and large commercial risks.',
    },
    {
      code: 'HOUSEHOLDERS_COMPREHENSIVE',
      name: "Householder's Comprehensive",
      description: "A private dwelling's building and contents against fire, special perils and burglary, with personal liability.",
    },
    {
      code: 'CONSEQUENTIAL_LOSS',
      name: 'Consequential Loss (Business Interruption)',
      description: 'Loss of gross profit and increased cost of working following damage insured under the material damage policy.',
    },
  ],
  covers: [
    {
      code: 'FIRE',
      name: 'Fire',
      description:
        'Damage by fire, excluding fermentation, spontaneous combustion and property undergoing a heating process unless extended.',
    },
    { code: 'LIGHTNING', name: 'Lightning', description: 'Damage caused by lightning strike.' },
    {
      code: 'EXPLOSION',
      name: 'Explosion',
      description: 'Explosion of boilers and gas used for domestic purposes, or wider explosion cover where extended.',
    },
    { code: 'STORM_TEMPEST', name: 'Storm and Tempest', description: 'Damage by storm, windstorm, rainstorm and hurricane.' },
    { code: 'FLOOD', name: 'Flood', description: 'Damage by flood, overflow of rivers, lagoons and drainage, and water inundation.' },
    {
      code: 'BURST_PIPES',
      name: 'Bursting and Overflowing of Water Tanks and Pipes',
      description: 'Damage by water escaping from burst or overflowing tanks, apparatus or pipes.',
    },
    { code: 'AIRCRAFT_DAMAGE', name: 'Aircraft Damage', description: 'Damage by aircraft or articles dropped from them.' },
    {
      code: 'IMPACT',
      name: 'Impact',
      description: 'Damage by impact of road vehicles, animals or falling trees not belonging to the insured.',
    },
    { code: 'RIOT_STRIKE', name: 'Riot and Strike', description: 'Damage by riot, strike, civil commotion and labour disturbance.' },
    {
      code: 'MALICIOUS_DAMAGE',
      name: 'Malicious Damage',
      description: 'Damage deliberately caused by a malicious person, other than by theft.',
    },
    {
      code: 'EARTHQUAKE',
      name: 'Earthquake and Volcanic Eruption',
      description: 'Damage by earthquake, earth tremor or volcanic eruption, including fire caused by them.',
    },
    { code: 'BUSH_FIRE', name: 'Bush Fire', description: 'Damage by bush, forest or grass fire spreading to the insured property.' },
    {
      code: 'SPONTANEOUS_COMBUSTION',
      name: 'Spontaneous Combustion',
      description: 'Damage to stock by its own fermentation, natural heating or spontaneous combustion.',
    },
    {
      code: 'SUBSIDENCE_LANDSLIP',
      name: 'Subsidence and Landslip',
      description: 'Damage by subsidence, landslide, landslip or erosion of the site.',
    },
    {
      code: 'SPRINKLER_LEAKAGE',
      name: 'Sprinkler Leakage',
      description: 'Accidental discharge or leakage of water from an automatic sprinkler installation.',
    },
    {
      code: 'THEFT_FORCIBLE_ENTRY',
      name: 'Theft (Forcible Entry)',
      description: 'Theft following forcible and violent entry into or exit from the premises, where extended.',
    },
    {
      code: 'REMOVAL_OF_DEBRIS',
      name: 'Removal of Debris',
      description: 'Cost of removing debris and demolishing damaged property after an insured loss.',
    },
    {
      code: 'PROFESSIONAL_FEES',
      name: "Architects', Surveyors' and Engineers' Fees",
      description: 'Professional fees necessarily incurred in reinstating damaged buildings.',
    },
    {
      code: 'LOSS_OF_RENT',
      name: 'Loss of Rent',
      description: 'Rent lost by the owner, or alternative accommodation for the occupier, while the building is unfit for occupation.',
    },
    {
      code: 'CAPITAL_ADDITIONS',
      name: 'Capital Additions',
      description: 'Automatic cover for new buildings, plant and alterations up to a percentage of the sum insured, to be declared.',
    },
    {
      code: 'PUBLIC_AUTHORITIES',
      name: 'Public Authorities Clause',
      description: 'Additional cost of reinstatement to meet building regulations or planning requirements.',
    },
    {
      code: 'BUSINESS_INTERRUPTION',
      name: 'Loss of Profit',
      description: 'Loss of gross profit and increased cost of working during the indemnity period after insured damage.',
    },
  ],
};

const BURGLARY: InsuranceCategorySeed = {
  code: 'BURGLARY',
  name: 'Burglary and Theft',
  description:
    'Contents and stock of business premises and private dwellings against theft involving forcible entry, hold-up and armed robbery.',
  coverageTypes: [
    {
      code: 'BUSINESS_PREMISES',
      name: 'Business Premises',
      description: 'Stock, contents and fittings of shops, offices, warehouses and factories.',
    },
    { code: 'PRIVATE_DWELLING', name: 'Private Dwelling', description: 'Household goods and personal effects in a private home.' },
    {
      code: 'FIRST_LOSS',
      name: 'First Loss',
      description: 'Cover limited to the maximum probable loss rather than the full value at risk, at a reduced premium.',
    },
  ],
  covers: [
    {
      code: 'FORCIBLE_ENTRY_THEFT',
      name: 'Theft by Forcible Entry',
      description: 'Theft following forcible and violent entry into or exit from the premises.',
    },
    {
      code: 'ARMED_ROBBERY',
      name: 'Armed Robbery and Hold-Up',
      description: 'Theft by armed robbers or by threat of violence against the insured or employees on the premises.',
    },
    { code: 'STOCK_IN_TRADE', name: 'Stock in Trade', description: 'Goods held for sale or in process, at cost price.' },
    { code: 'CONTENTS', name: 'Contents and Fittings', description: 'Furniture, fixtures, fittings, office and household equipment.' },
    {
      code: 'DAMAGE_TO_PREMISES',
      name: 'Damage to Premises',
      description: 'Damage to the building, doors, windows and locks caused by burglars.',
    },
    { code: 'SAFE_CONTENTS', name: 'Contents of Safe', description: 'Valuables and documents kept in a locked safe, up to the sub-limit.' },
    {
      code: 'RIOT_STRIKE',
      name: 'Theft during Riot and Strike',
      description: 'Theft during riot, strike or civil commotion, where extended.',
    },
  ],
};

const GOODS_IN_TRANSIT: InsuranceCategorySeed = {
  code: 'GOODS_IN_TRANSIT',
  name: 'Goods in Transit',
  description: 'Goods carried by road (and inland waterway) within Nigeria, by the owner or by a haulier.',
  coverageTypes: [
    {
      code: 'ANNUAL_DECLARATION',
      name: 'Annual (Declaration)',
      description: 'All transits in the year, premium adjusted on declared carryings.',
    },
    { code: 'SINGLE_TRANSIT', name: 'Single Transit', description: 'One consignment from origin to destination.' },
    {
      code: 'CARRIERS_LIABILITY',
      name: "Carrier's (Haulier's) Liability",
      description: "A haulier's legal liability for customers' goods in its custody.",
    },
  ],
  covers: [
    {
      code: 'FIRE_COLLISION_OVERTURN',
      name: 'Fire, Collision and Overturning',
      description: 'Loss or damage caused by fire, or by collision or overturning of the carrying vehicle.',
    },
    {
      code: 'THEFT_HIJACK',
      name: 'Theft and Hijack',
      description: 'Theft of the goods or of the vehicle with the goods, including armed robbery on the road.',
    },
    {
      code: 'ACCIDENTAL_DAMAGE',
      name: 'All Risks of Accidental Damage',
      description: 'Accidental loss or damage from any cause not excluded.',
    },
    {
      code: 'LOADING_UNLOADING',
      name: 'Loading and Unloading',
      description: 'Damage to goods while being loaded onto or unloaded from the vehicle.',
    },
    {
      code: 'SPILLAGE_CONTAMINATION',
      name: 'Spillage and Contamination',
      description: 'Loss of liquid and bulk products (e.g. petroleum products) by spillage or contamination following an accident.',
    },
    {
      code: 'RIOT_STRIKE',
      name: 'Riot, Strike and Civil Commotion',
      description: 'Loss or damage in transit caused by riot, strike or civil commotion.',
    },
    {
      code: 'DEBRIS_REMOVAL',
      name: 'Debris Removal and Salvage Costs',
      description: 'Cost of clearing the road and salvaging goods after an accident.',
    },
  ],
};

const MARINE_CARGO: InsuranceCategorySeed = {
  code: 'MARINE_CARGO',
  name: 'Marine Cargo',
  description:
    'Imports and exports by sea, air and road under the Institute Cargo Clauses. Imports into Nigeria must be insured with Nigerian insurers; the marine insurance certificate is part of the Form M process.',
  coverageTypes: [
    { code: 'ICC_A', name: 'Institute Cargo Clauses (A)', description: 'All risks of loss or damage, subject to the listed exclusions.' },
    {
      code: 'ICC_B',
      name: 'Institute Cargo Clauses (B)',
      description: 'Named perils, wider than (C): adds earthquake, washing overboard, entry of water and total loss of packages overboard.',
    },
    {
      code: 'ICC_C',
      name: 'Institute Cargo Clauses (C)',
      description: 'Named major casualties only: fire, explosion, stranding, sinking, collision, jettison and general average.',
    },
    { code: 'ICC_AIR', name: 'Institute Cargo Clauses (Air)', description: 'All risks cover for air freight, excluding sendings by post.' },
  ],
  covers: [
    { code: 'ALL_RISKS', name: 'All Risks', description: 'Physical loss or damage from any external cause not excluded (ICC A and Air).' },
    { code: 'FIRE_EXPLOSION', name: 'Fire and Explosion', description: 'Loss or damage reasonably attributable to fire or explosion.' },
    {
      code: 'STRANDING_SINKING',
      name: 'Stranding, Grounding, Sinking or Capsizing',
      description: 'Loss or damage attributable to the vessel being stranded, grounded, sunk or capsized.',
    },
    {
      code: 'COLLISION',
      name: 'Collision or Contact',
      description: 'Collision or contact of the vessel or conveyance with any external object other than water.',
    },
    {
      code: 'OVERTURNING_DERAILMENT',
      name: 'Overturning or Derailment',
      description: 'Overturning or derailment of the land conveyance carrying the goods.',
    },
    { code: 'JETTISON', name: 'Jettison', description: 'Goods deliberately thrown overboard to save the vessel.' },
    { code: 'WASHING_OVERBOARD', name: 'Washing Overboard', description: 'Goods washed overboard by the sea (ICC A and B).' },
    {
      code: 'WATER_ENTRY',
      name: 'Entry of Sea, Lake or River Water',
      description: 'Entry of water into the vessel, container or place of storage (ICC A and B).',
    },
    {
      code: 'TOTAL_LOSS_PACKAGE',
      name: 'Total Loss of Package during Loading or Discharge',
      description: 'Total loss of any package lost overboard or dropped while loading or unloading.',
    },
    {
      code: 'GENERAL_AVERAGE',
      name: 'General Average and Salvage Charges',
      description: "The cargo's contribution to general average and salvage charges.",
    },
    {
      code: 'THEFT_NON_DELIVERY',
      name: 'Theft, Pilferage and Non-Delivery',
      description: 'Theft of or from the goods and non-delivery of whole packages.',
    },
    { code: 'WAR_RISKS', name: 'War Risks', description: 'Institute War Clauses (Cargo): war, capture, mines and derelict weapons.' },
    {
      code: 'STRIKES_RISKS',
      name: 'Strikes Risks',
      description: 'Institute Strikes Clauses (Cargo): strikers, riots, civil commotion and terrorism.',
    },
    {
      code: 'INLAND_TRANSIT',
      name: 'Inland Transit Extension',
      description: 'Extends cover from the port to the final warehouse in Nigeria.',
    },
  ],
};

const MARINE_HULL: InsuranceCategorySeed = {
  code: 'MARINE_HULL',
  name: 'Marine Hull',
  description: 'Ocean-going and coastal vessels, tugs, barges, supply boats and fishing trawlers, with their machinery and liabilities.',
  coverageTypes: [
    {
      code: 'ITC_HULLS',
      name: 'Institute Time Clauses (Hulls)',
      description: 'Full hull and machinery cover for a period, including collision liability.',
    },
    { code: 'TOTAL_LOSS_ONLY', name: 'Total Loss Only', description: 'Actual or constructive total loss of the vessel only.' },
    { code: 'PORT_RISKS', name: 'Port Risks', description: 'Vessels laid up or operating within port limits.' },
    {
      code: 'BUILDERS_RISKS',
      name: "Builders' Risks",
      description: 'Vessels under construction or conversion, from keel laying to delivery.',
    },
  ],
  covers: [
    { code: 'TOTAL_LOSS', name: 'Total Loss', description: 'Actual or constructive total loss of the vessel.' },
    {
      code: 'PARTIAL_LOSS',
      name: 'Particular Average (Partial Loss)',
      description: 'Repair of damage to hull and machinery from an insured peril.',
    },
    {
      code: 'MACHINERY_DAMAGE',
      name: 'Machinery Damage',
      description: 'Breakdown of machinery from latent defect or crew negligence (Inchmaree cover).',
    },
    {
      code: 'GENERAL_AVERAGE_SALVAGE',
      name: 'General Average, Salvage and Sue and Labour',
      description: "The vessel's share of general average, salvage and costs to avert or minimise a loss.",
    },
    {
      code: 'COLLISION_LIABILITY',
      name: 'Collision Liability (Running Down Clause)',
      description: 'Liability to other vessels and their cargo for collision, usually three-fourths or four-fourths.',
    },
    {
      code: 'PROTECTION_INDEMNITY',
      name: 'Protection and Indemnity',
      description: "Shipowner's liabilities to crew, third parties, pollution and wreck removal not covered by the hull policy.",
    },
    {
      code: 'WAR_STRIKES',
      name: 'War and Strikes',
      description: 'Institute War and Strikes Clauses (Hulls), including piracy where agreed.',
    },
    {
      code: 'LOSS_OF_HIRE',
      name: 'Loss of Hire',
      description: 'Loss of charter income while the vessel is out of service after an insured casualty.',
    },
  ],
};

const AVIATION: InsuranceCategorySeed = {
  code: 'AVIATION',
  name: 'Aviation',
  description: 'Airlines, charter operators, private and corporate aircraft, helicopters, airports and ground handlers.',
  coverageTypes: [
    {
      code: 'HULL_AND_LIABILITY',
      name: 'Hull All Risks and Liability',
      description: 'Physical damage to the aircraft with passenger and third party legal liability in one policy.',
    },
    { code: 'LIABILITY_ONLY', name: 'Liability Only', description: 'Passenger and third party legal liability without hull cover.' },
    { code: 'HULL_WAR', name: 'Hull War and Allied Perils', description: 'War, hijacking, confiscation and terrorism cover for the hull.' },
    {
      code: 'AIRPORT_OPERATORS_LIABILITY',
      name: "Airport Operators' Liability",
      description: 'Liability of airport operators, ground handlers, caterers and refuellers.',
    },
  ],
  covers: [
    {
      code: 'HULL_ALL_RISKS',
      name: 'Hull All Risks',
      description: 'Accidental physical loss of or damage to the aircraft in flight, taxiing and on the ground.',
    },
    {
      code: 'HULL_WAR_RISKS',
      name: 'Hull War Risks',
      description: 'Loss of or damage to the aircraft by war, hijacking, sabotage, terrorism and confiscation.',
    },
    {
      code: 'PASSENGER_LIABILITY',
      name: 'Passenger Legal Liability',
      description: 'Liability for death or injury of passengers and loss of their baggage.',
    },
    {
      code: 'THIRD_PARTY_LIABILITY',
      name: 'Third Party Legal Liability',
      description: 'Liability for death, injury or property damage caused to persons outside the aircraft.',
    },
    {
      code: 'CARGO_MAIL_LIABILITY',
      name: 'Cargo and Mail Liability',
      description: 'Liability for loss of or damage to cargo and mail carried.',
    },
    { code: 'SPARES', name: 'Spares and Equipment', description: 'Engines, spares and ground equipment while not fitted to the aircraft.' },
    {
      code: 'LOSS_OF_LICENCE',
      name: 'Loss of Licence',
      description: 'Lump sum to flight crew who permanently lose their licence on medical grounds.',
    },
    {
      code: 'CREW_PERSONAL_ACCIDENT',
      name: 'Crew Personal Accident',
      description: 'Death and disability benefits for pilots and cabin crew.',
    },
    { code: 'HULL_DEDUCTIBLE', name: 'Hull Deductible Cover', description: 'Reimburses the deductible under the hull all risks policy.' },
  ],
};

const OIL_GAS: InsuranceCategorySeed = {
  code: 'OIL_GAS',
  name: 'Oil and Gas (Energy)',
  description:
    'Upstream, midstream and downstream petroleum operations. Nigerian content law requires these risks to be placed with Nigerian insurers, through Nigerian brokers, before any capacity is sought abroad.',
  coverageTypes: [
    {
      code: 'UPSTREAM_OFFSHORE',
      name: 'Upstream Offshore Package',
      description: 'Offshore platforms, rigs, FPSOs, wells and subsea facilities.',
    },
    {
      code: 'UPSTREAM_ONSHORE',
      name: 'Upstream Onshore and Swamp Package',
      description: 'Land and swamp wells, flow stations and gathering lines.',
    },
    {
      code: 'MIDSTREAM',
      name: 'Midstream (Pipelines and Terminals)',
      description: 'Pipelines, gas processing plants, export terminals and storage.',
    },
    {
      code: 'DOWNSTREAM',
      name: 'Downstream (Refining and Distribution)',
      description: 'Refineries, petrochemical and LNG plants, depots and distribution assets.',
    },
    {
      code: 'ENERGY_CONSTRUCTION',
      name: 'Energy Construction',
      description: 'Construction and installation of energy facilities, onshore and offshore.',
    },
  ],
  covers: [
    {
      code: 'PHYSICAL_DAMAGE',
      name: 'Physical Damage',
      description: 'Physical loss of or damage to platforms, rigs, plant, pipelines and equipment.',
    },
    {
      code: 'CONTROL_OF_WELL',
      name: 'Control of Well',
      description: 'Costs of regaining control of a well after a blow-out or cratering.',
    },
    {
      code: 'REDRILLING',
      name: 'Redrilling and Extra Expense',
      description: 'Costs of redrilling or restoring a well lost or damaged after a blow-out.',
    },
    {
      code: 'SEEPAGE_POLLUTION',
      name: 'Seepage, Pollution and Contamination',
      description: 'Liability and clean-up costs for sudden and accidental seepage and pollution.',
    },
    {
      code: 'THIRD_PARTY_LIABILITY',
      name: 'Third Party Liability',
      description: 'Legal liability for injury to third parties and damage to their property.',
    },
    {
      code: 'REMOVAL_OF_WRECK',
      name: 'Removal of Wreck and Debris',
      description: 'Costs of removing the wreck of insured facilities when legally required.',
    },
    {
      code: 'LOSS_OF_PRODUCTION_INCOME',
      name: 'Loss of Production Income',
      description: 'Loss of production income following physical damage to insured facilities.',
    },
    {
      code: 'BUSINESS_INTERRUPTION',
      name: 'Business Interruption',
      description: 'Loss of gross profit for downstream operations after insured damage.',
    },
    {
      code: 'POLITICAL_VIOLENCE',
      name: 'Political Violence, Sabotage and Terrorism',
      description: 'Damage from sabotage, terrorism, riot and insurrection, including pipeline vandalism where agreed.',
    },
  ],
};

const ENGINEERING: InsuranceCategorySeed = {
  code: 'ENGINEERING',
  name: 'Engineering',
  description: 'Construction and erection projects, plant and machinery, boilers and electronic equipment.',
  coverageTypes: [
    {
      code: 'CONTRACTORS_ALL_RISKS',
      name: "Contractors' All Risks",
      description: 'Civil works under construction, with third party liability, from start of work to handover.',
    },
    {
      code: 'ERECTION_ALL_RISKS',
      name: 'Erection All Risks',
      description: 'Erection and installation of plant and machinery, including testing and commissioning.',
    },
    {
      code: 'MACHINERY_BREAKDOWN',
      name: 'Machinery Breakdown',
      description: 'Sudden and unforeseen mechanical or electrical breakdown of plant in operation.',
    },
    {
      code: 'ELECTRONIC_EQUIPMENT',
      name: 'Electronic Equipment',
      description: 'All risks cover for computers, servers, medical and telecom electronic equipment.',
    },
    {
      code: 'PLANT_ALL_RISKS',
      name: "Contractors' Plant and Machinery",
      description: 'Mobile construction plant such as excavators, cranes and bulldozers, on and off site.',
    },
    {
      code: 'BOILER_PRESSURE_PLANT',
      name: 'Boiler and Pressure Plant',
      description: 'Explosion and collapse of boilers and pressure vessels, with surrounding property and liability.',
    },
    {
      code: 'MACHINERY_LOSS_OF_PROFIT',
      name: 'Machinery Loss of Profit',
      description: 'Loss of gross profit following a machinery breakdown.',
    },
  ],
  covers: [
    {
      code: 'CONTRACT_WORKS',
      name: 'Contract Works (Material Damage)',
      description: 'Physical loss of or damage to the permanent and temporary works and materials on site.',
    },
    {
      code: 'THIRD_PARTY_LIABILITY',
      name: 'Third Party Liability',
      description: 'Liability for injury to third parties and damage to their property arising from the works.',
    },
    {
      code: 'MAINTENANCE_PERIOD',
      name: 'Maintenance (Defects Liability) Period',
      description: 'Damage caused by the contractor during the maintenance period after handover.',
    },
    {
      code: 'SURROUNDING_PROPERTY',
      name: 'Existing and Surrounding Property',
      description: "The principal's existing property on or next to the site.",
    },
    { code: 'DEBRIS_CLEARANCE', name: 'Clearance of Debris', description: 'Cost of clearing debris after an insured loss.' },
    {
      code: 'EXPRESS_FREIGHT_OVERTIME',
      name: 'Express Freight and Overtime',
      description: 'Extra cost of express freight, overtime and night work to speed up repairs.',
    },
    {
      code: 'TESTING_COMMISSIONING',
      name: 'Testing and Commissioning',
      description: 'Damage during the testing and commissioning period of erected plant.',
    },
    {
      code: 'MECHANICAL_BREAKDOWN',
      name: 'Mechanical and Electrical Breakdown',
      description: 'Sudden breakdown from defects, short circuit, overheating, operator error and the like.',
    },
    {
      code: 'DETERIORATION_OF_STOCK',
      name: 'Deterioration of Stock',
      description: 'Spoilage of refrigerated or process stock following breakdown of plant.',
    },
    {
      code: 'DATA_MEDIA',
      name: 'Reinstatement of Data Media',
      description: 'Cost of restoring data and external data media lost through an insured event.',
    },
    {
      code: 'INCREASED_COST_OF_WORKING',
      name: 'Increased Cost of Working',
      description: 'Extra cost of hiring substitute equipment while insured equipment is repaired.',
    },
    { code: 'BOILER_EXPLOSION', name: 'Explosion and Collapse', description: 'Explosion or collapse of boilers and pressure vessels.' },
    {
      code: 'DELAY_IN_START_UP',
      name: 'Delay in Start-Up (Advance Loss of Profit)',
      description: 'Loss of anticipated profit when a project is delayed by insured damage.',
    },
    {
      code: 'STRIKE_RIOT',
      name: 'Strike, Riot and Civil Commotion',
      description: 'Damage to the works or plant by strikers, rioters and malicious persons.',
    },
  ],
};

const GENERAL_ACCIDENT: InsuranceCategorySeed = {
  code: 'GENERAL_ACCIDENT',
  name: 'General Accident',
  description:
    "Personal accident, liability, fidelity, money and all risks covers. Includes the compulsory Employers' Liability, Occupiers' Liability for public buildings, Builders' Liability and Healthcare Professional Indemnity.",
  coverageTypes: [
    {
      code: 'PERSONAL_ACCIDENT',
      name: 'Personal Accident',
      description: 'Fixed benefits for one person for accidental death, disability and medical expenses, worldwide, 24 hours.',
    },
    {
      code: 'GROUP_PERSONAL_ACCIDENT',
      name: 'Group Personal Accident',
      description:
        "An employer's cover for employees' accidental death, disability and medical expenses, usually on a multiple of annual earnings.",
    },
    {
      code: 'PUBLIC_LIABILITY',
      name: 'Public Liability',
      description: 'Legal liability for injury to members of the public and damage to their property arising from the business.',
    },
    {
      code: 'PRODUCTS_LIABILITY',
      name: 'Products Liability',
      description: 'Liability for injury or damage caused by products made, sold or supplied.',
    },
    {
      code: 'PROFESSIONAL_INDEMNITY',
      name: 'Professional Indemnity',
      description: 'Liability for loss caused to clients by professional negligence, error or omission.',
    },
    {
      code: 'EMPLOYERS_LIABILITY',
      name: "Employers' Liability / Employee Compensation",
      description:
        "Liability to employees for injury, disease or death in the course of employment; sits alongside the employer's contribution under the Employee's Compensation Act 2010.",
    },
    {
      code: 'OCCUPIERS_LIABILITY',
      name: "Occupiers' Liability",
      description: 'Liability of owners and occupiers of buildings to visitors and the public. Compulsory for public buildings.',
    },
    {
      code: 'BUILDERS_LIABILITY',
      name: "Builders' Liability",
      description:
        'Liability of the owner or contractor of a building under construction to workers and the public. Compulsory for buildings of more than two floors.',
    },
    { code: 'FIDELITY_GUARANTEE', name: 'Fidelity Guarantee', description: 'Direct financial loss from fraud or dishonesty of employees.' },
    { code: 'MONEY', name: 'Money', description: 'Cash and negotiable instruments in transit, in safe and on the premises.' },
    {
      code: 'ALL_RISKS',
      name: 'All Risks',
      description:
        'Accidental loss of or damage to portable valuables (jewellery, cameras, laptops, phones) anywhere in Nigeria or worldwide.',
    },
    {
      code: 'DIRECTORS_OFFICERS',
      name: "Directors' and Officers' Liability",
      description: 'Personal liability of directors and officers for wrongful acts in managing the company.',
    },
  ],
  covers: [
    {
      code: 'ACCIDENTAL_DEATH',
      name: 'Accidental Death',
      description: 'Capital sum on death from bodily injury caused by violent, accidental, external and visible means.',
    },
    {
      code: 'PERMANENT_TOTAL_DISABILITY',
      name: 'Permanent Total Disability',
      description: 'Capital sum on total and permanent disablement from an accident.',
    },
    {
      code: 'PERMANENT_PARTIAL_DISABILITY',
      name: 'Permanent Partial Disability',
      description: 'Percentage of the capital sum for loss of limbs, sight or hearing, per the scale of benefits.',
    },
    {
      code: 'TEMPORARY_TOTAL_DISABLEMENT',
      name: 'Temporary Total Disablement',
      description: 'Weekly benefit while totally unable to work after an accident, usually for up to 104 weeks.',
    },
    {
      code: 'MEDICAL_EXPENSES',
      name: 'Medical Expenses',
      description: 'Reimbursement of medical expenses following an accident, up to the limit.',
    },
    {
      code: 'THIRD_PARTY_BODILY_INJURY',
      name: 'Third Party Bodily Injury',
      description: 'Legal liability for accidental death of or injury to third parties.',
    },
    {
      code: 'THIRD_PARTY_PROPERTY_DAMAGE',
      name: 'Third Party Property Damage',
      description: 'Legal liability for accidental damage to property of third parties.',
    },
    {
      code: 'PRODUCTS_LIABILITY',
      name: 'Products Liability',
      description: 'Liability for injury or damage caused by goods sold or supplied.',
    },
    {
      code: 'EMPLOYERS_LIABILITY',
      name: "Employers' Liability",
      description:
        "Employer's legal liability for death, injury or disease of employees arising out of and in the course of employment (Employee's Compensation Act 2010).",
    },
    {
      code: 'OCCUPIERS_LIABILITY',
      name: "Occupiers' Liability (Public Buildings)",
      description:
        'Liability of the owner or occupier of a public building for death, injury or damage to users of the building. Compulsory under Nigerian insurance law.',
    },
    {
      code: 'BUILDERS_LIABILITY',
      name: "Builders' Liability",
      description:
        'Liability for death, injury or damage caused by the collapse or construction of a building. Compulsory for buildings under construction of more than two floors.',
    },
    {
      code: 'PROFESSIONAL_NEGLIGENCE',
      name: 'Professional Negligence',
      description: 'Liability for financial loss to clients from negligent acts, errors or omissions in professional services.',
    },
    {
      code: 'HEALTHCARE_PROFESSIONAL_INDEMNITY',
      name: 'Healthcare Professional Indemnity',
      description:
        'Liability of doctors, hospitals and other healthcare providers for negligent treatment of patients. Listed by NAICOM among compulsory insurances.',
    },
    { code: 'LEGAL_COSTS', name: 'Legal Defence Costs', description: "Costs of defending claims, incurred with the insurer's consent." },
    {
      code: 'EMPLOYEE_DISHONESTY',
      name: 'Employee Dishonesty',
      description: 'Loss of money or property through fraud, embezzlement or theft by employees.',
    },
    {
      code: 'MONEY_IN_TRANSIT',
      name: 'Money in Transit',
      description: 'Cash and cheques in transit to or from the bank by employees or cash-in-transit companies.',
    },
    { code: 'MONEY_IN_SAFE', name: 'Money in Locked Safe', description: 'Money in a locked safe or strong room outside business hours.' },
    {
      code: 'MONEY_ON_PREMISES',
      name: 'Money on Premises',
      description: 'Money on the premises during business hours, in tills and counters.',
    },
    {
      code: 'DAMAGE_TO_SAFE',
      name: 'Damage to Safe and Cash Bags',
      description: 'Damage to safe, strong room or cash bags in the course of a theft.',
    },
    {
      code: 'ACCIDENTAL_LOSS_DAMAGE',
      name: 'Accidental Loss or Damage',
      description: 'Accidental loss of or damage to the listed items from any cause not excluded.',
    },
    {
      code: 'WRONGFUL_ACTS',
      name: 'Wrongful Acts of Directors and Officers',
      description: 'Defence costs and damages for breach of duty, error, misstatement or neglect by directors and officers.',
    },
  ],
};

const BONDS: InsuranceCategorySeed = {
  code: 'BONDS',
  name: 'Bonds and Guarantees',
  description:
    'Insurance bonds (surety) guaranteeing a contractor or importer to a public or private beneficiary, usually backed by a counter-indemnity.',
  coverageTypes: [
    {
      code: 'ADVANCE_PAYMENT',
      name: 'Advance Payment Bond',
      description: 'Guarantees refund of an advance (mobilisation) payment if the contractor fails to perform.',
    },
    {
      code: 'PERFORMANCE',
      name: 'Performance Bond',
      description: 'Guarantees the contractor will perform the contract, up to a percentage of the contract sum.',
    },
    {
      code: 'BID',
      name: 'Bid (Tender) Bond',
      description: 'Guarantees a bidder will not withdraw its bid and will sign the contract and provide a performance bond if awarded.',
    },
    {
      code: 'RETENTION',
      name: 'Retention Bond',
      description: 'Allows release of retention money before the end of the defects liability period.',
    },
    {
      code: 'CUSTOMS',
      name: 'Customs Bond',
      description: 'Guarantees payment of duties on goods released before duty is settled or held under bond.',
    },
    { code: 'SUPPLY', name: 'Supply Bond', description: 'Guarantees delivery of goods under a supply contract.' },
  ],
  covers: [
    {
      code: 'ADVANCE_REFUND',
      name: 'Refund of Advance Payment',
      description: "Repayment of the unrecovered advance on the principal's default.",
    },
    {
      code: 'CONTRACT_DEFAULT',
      name: 'Contract Default',
      description: "Loss suffered by the beneficiary from the principal's failure to perform, up to the bond amount.",
    },
    {
      code: 'BID_WITHDRAWAL',
      name: 'Bid Withdrawal or Refusal to Sign',
      description: 'Forfeit to the employer when a bidder withdraws or refuses the contract.',
    },
    {
      code: 'RETENTION_RELEASE',
      name: 'Retention Money Released',
      description: 'Repayment of retention money released early if defects are not remedied.',
    },
    {
      code: 'DUTY_GUARANTEE',
      name: 'Duty and Levy Guarantee',
      description: "Payment of customs duties and levies on the principal's default.",
    },
    {
      code: 'NON_DELIVERY',
      name: 'Non-Delivery of Goods',
      description: 'Loss to the buyer when the supplier fails to deliver under a supply contract.',
    },
  ],
};

const AGRICULTURE: InsuranceCategorySeed = {
  code: 'AGRICULTURE',
  name: 'Agriculture',
  description: 'Crops, livestock, poultry, fish farms and farm property, often required by lenders under agricultural credit schemes.',
  coverageTypes: [
    {
      code: 'CROP_MULTI_PERIL',
      name: 'Multi-Peril Crop',
      description: 'Indemnity for loss of yield from named natural perils, pests and diseases.',
    },
    {
      code: 'WEATHER_INDEX',
      name: 'Weather / Area-Yield Index',
      description: 'Pays on a rainfall or area-yield index trigger rather than an individual loss assessment.',
    },
    { code: 'LIVESTOCK', name: 'Livestock', description: 'Cattle, sheep, goats and pigs against death from disease and accident.' },
    { code: 'POULTRY', name: 'Poultry', description: 'Layers and broilers against mortality from disease, accident and named perils.' },
    {
      code: 'AQUACULTURE',
      name: 'Aquaculture',
      description: 'Fish stock in ponds and tanks against mortality from disease, pollution and flood.',
    },
    { code: 'FARM_PROPERTY', name: 'Farm Property', description: 'Farm buildings, pens, silos, equipment and tractors.' },
  ],
  covers: [
    { code: 'DROUGHT', name: 'Drought', description: 'Loss from insufficient or erratic rainfall.' },
    { code: 'FLOOD', name: 'Flood', description: 'Loss from flood and excessive rainfall.' },
    { code: 'FIRE', name: 'Fire and Bush Fire', description: 'Loss from fire, including bush fire.' },
    { code: 'WINDSTORM', name: 'Windstorm', description: 'Loss from storm and windstorm.' },
    {
      code: 'PESTS_DISEASES',
      name: 'Pests and Diseases',
      description: 'Loss from uncontrollable pest infestation and plant disease outbreaks.',
    },
    {
      code: 'ANIMAL_MORTALITY',
      name: 'Animal Mortality',
      description: 'Death of livestock, poultry or fish from disease, accident or named perils.',
    },
    { code: 'THEFT_OF_LIVESTOCK', name: 'Theft of Livestock', description: 'Theft of insured animals, including rustling.' },
    {
      code: 'EMERGENCY_SLAUGHTER',
      name: 'Emergency Slaughter',
      description: 'Loss when an animal is slaughtered on veterinary advice to end suffering.',
    },
  ],
};

const TRAVEL: InsuranceCategorySeed = {
  code: 'TRAVEL',
  name: 'Travel',
  description: 'Medical and travel inconvenience cover for Nigerians travelling abroad, including the cover required for Schengen visas.',
  coverageTypes: [
    { code: 'SINGLE_TRIP', name: 'Single Trip', description: 'One journey, for the number of days travelled.' },
    { code: 'ANNUAL_MULTI_TRIP', name: 'Annual Multi-Trip', description: 'Any number of trips in a year, each up to a maximum duration.' },
    { code: 'STUDENT', name: 'Student', description: 'Long-stay cover for students studying abroad.' },
    {
      code: 'PILGRIMAGE',
      name: 'Pilgrimage (Hajj, Umrah and Christian Pilgrimage)',
      description: 'Group or individual cover for pilgrims.',
    },
  ],
  covers: [
    { code: 'EMERGENCY_MEDICAL', name: 'Emergency Medical Expenses', description: 'Emergency medical and hospital treatment abroad.' },
    {
      code: 'MEDICAL_EVACUATION',
      name: 'Medical Evacuation and Repatriation',
      description: 'Transport to a suitable hospital or home after illness or injury.',
    },
    { code: 'REPATRIATION_OF_REMAINS', name: 'Repatriation of Remains', description: 'Return of mortal remains to Nigeria.' },
    { code: 'BAGGAGE_LOSS', name: 'Loss of Baggage', description: 'Loss of or damage to checked baggage.' },
    { code: 'BAGGAGE_DELAY', name: 'Baggage Delay', description: 'Essential purchases when checked baggage is delayed.' },
    { code: 'PASSPORT_LOSS', name: 'Loss of Passport', description: 'Costs of replacing a lost or stolen passport abroad.' },
    {
      code: 'TRIP_CANCELLATION',
      name: 'Trip Cancellation and Curtailment',
      description: 'Non-refundable costs when a trip is cancelled or cut short for a covered reason.',
    },
    { code: 'FLIGHT_DELAY', name: 'Flight Delay', description: 'Fixed benefit for flight delays beyond the stated hours.' },
    {
      code: 'PERSONAL_LIABILITY',
      name: 'Personal Liability',
      description: 'Liability for injury or damage caused to third parties abroad.',
    },
    {
      code: 'PERSONAL_ACCIDENT',
      name: 'Personal Accident',
      description: 'Benefits for accidental death or permanent disability during the trip.',
    },
    { code: 'LEGAL_ASSISTANCE', name: 'Legal Assistance', description: 'Legal costs and bail bond abroad.' },
  ],
};

// ---------------------------------------------------------------------------------------------
// Life Business
// ---------------------------------------------------------------------------------------------

const INDIVIDUAL_LIFE: InsuranceCategorySeed = {
  code: 'INDIVIDUAL_LIFE',
  name: 'Individual Life',
  description: 'Life assurance, savings and education plans bought by individuals.',
  coverageTypes: [
    { code: 'TERM_ASSURANCE', name: 'Term Assurance', description: 'Death cover for a fixed term, with no maturity value.' },
    { code: 'WHOLE_LIFE', name: 'Whole Life', description: 'Death cover for the whole of life.' },
    { code: 'ENDOWMENT', name: 'Endowment', description: 'Savings plan paying the sum assured on maturity or earlier death.' },
    {
      code: 'EDUCATION_PLAN',
      name: 'Education Plan',
      description: "Endowment for a child's school fees, with the premiums waived if the parent dies.",
    },
    {
      code: 'INVESTMENT_LINKED',
      name: 'Investment-Linked (Deposit-Based) Plan',
      description: 'Savings plan whose value follows an investment fund, with life cover.',
    },
    {
      code: 'FUNERAL_PLAN',
      name: 'Funeral (Final Expense) Plan',
      description: 'Small sum assured paid quickly on death to meet burial costs.',
    },
  ],
  covers: [
    { code: 'DEATH_BENEFIT', name: 'Death Benefit', description: 'Sum assured paid to beneficiaries on death of the life assured.' },
    { code: 'MATURITY_BENEFIT', name: 'Maturity Benefit', description: 'Sum assured or fund value paid at the end of the term.' },
    {
      code: 'ACCIDENTAL_DEATH',
      name: 'Accidental Death Benefit',
      description: 'Additional sum assured if death is caused by an accident.',
    },
    {
      code: 'TOTAL_PERMANENT_DISABILITY',
      name: 'Total and Permanent Disability',
      description: 'Sum assured paid early on total and permanent disability.',
    },
    {
      code: 'CRITICAL_ILLNESS',
      name: 'Critical Illness',
      description: 'Lump sum on diagnosis of a listed illness such as cancer, stroke, heart attack or kidney failure.',
    },
    {
      code: 'WAIVER_OF_PREMIUM',
      name: 'Waiver of Premium',
      description: 'Future premiums waived on death or disability of the policyholder or payor.',
    },
    { code: 'HOSPITAL_CASH', name: 'Hospital Cash', description: 'Daily cash benefit during hospital admission.' },
    { code: 'FUNERAL_EXPENSES', name: 'Funeral Expenses', description: 'Advance payment towards funeral costs on death.' },
  ],
};

const GROUP_LIFE: InsuranceCategorySeed = {
  code: 'GROUP_LIFE',
  name: 'Group Life',
  description:
    'Life cover arranged by an employer for its employees. The Pension Reform Act 2014 requires every employer to maintain group life insurance for each employee of at least three times annual total emolument.',
  coverageTypes: [
    {
      code: 'STATUTORY',
      name: 'Statutory Group Life (Pension Reform Act)',
      description: 'The compulsory cover of at least three times annual total emolument for every employee.',
    },
    { code: 'ENHANCED', name: 'Enhanced Group Life', description: 'Cover above the statutory minimum or with added benefits.' },
    {
      code: 'MEMBERS_SCHEME',
      name: "Members' Group Scheme",
      description: 'Group cover for members of a cooperative, association or religious body.',
    },
  ],
  covers: [
    {
      code: 'DEATH_IN_SERVICE',
      name: 'Death in Service',
      description: 'Multiple of annual total emolument paid to the beneficiaries of an employee who dies in service.',
    },
    {
      code: 'TOTAL_PERMANENT_DISABILITY',
      name: 'Total and Permanent Disability',
      description: 'Benefit on total and permanent disablement of an employee.',
    },
    { code: 'ACCIDENTAL_DEATH', name: 'Accidental Death', description: 'Additional benefit if death is caused by an accident.' },
    { code: 'CRITICAL_ILLNESS', name: 'Critical Illness', description: 'Lump sum on diagnosis of a listed critical illness.' },
    { code: 'FUNERAL_EXPENSES', name: 'Last Expense (Funeral)', description: 'Advance payment towards funeral costs.' },
    { code: 'SPOUSE_COVER', name: 'Spouse and Dependants Cover', description: "Life cover for employees' spouses and children." },
  ],
};

const ANNUITY: InsuranceCategorySeed = {
  code: 'ANNUITY',
  name: 'Annuity',
  description:
    'Retirement income bought from a life insurer, including the retiree life annuity that a retiree buys with the balance of a Retirement Savings Account under the Pension Reform Act.',
  coverageTypes: [
    {
      code: 'RETIREE_LIFE_ANNUITY',
      name: 'Retiree Life Annuity',
      description: 'Monthly or quarterly income for life, bought with the RSA balance at retirement.',
    },
    {
      code: 'DEFERRED_ANNUITY',
      name: 'Deferred Annuity',
      description: 'Income that starts at a future date, funded by premiums until then.',
    },
    { code: 'JOINT_LIFE_ANNUITY', name: 'Joint Life Annuity', description: 'Income payable while either of two lives survives.' },
  ],
  covers: [
    { code: 'ANNUITY_INCOME', name: 'Annuity Income', description: 'Regular income for life.' },
    {
      code: 'GUARANTEE_PERIOD',
      name: 'Guaranteed Period',
      description: 'Income paid for a minimum period (e.g. 10 years) even if the annuitant dies sooner.',
    },
    { code: 'DEATH_BENEFIT', name: 'Death Benefit', description: 'Balance of the guaranteed period paid to beneficiaries on early death.' },
    { code: 'ESCALATION', name: 'Escalation', description: 'Income increases each year at the agreed rate.' },
  ],
};

const CREDIT_LIFE: InsuranceCategorySeed = {
  code: 'CREDIT_LIFE',
  name: 'Credit Life',
  description:
    "Cover for lenders (banks, microfinance banks, cooperatives) that repays a borrower's outstanding loan on death or disability.",
  coverageTypes: [
    {
      code: 'GROUP_CREDIT_LIFE',
      name: 'Group Credit Life',
      description: "Cover for a lender's whole loan book, premium declared monthly on outstanding balances.",
    },
    { code: 'SINGLE_LOAN', name: 'Single Loan', description: 'Cover for one borrower for the term of one loan.' },
    {
      code: 'MORTGAGE_PROTECTION',
      name: 'Mortgage Protection',
      description: 'Decreasing term cover matching a mortgage, assigned to the mortgage lender.',
    },
  ],
  covers: [
    {
      code: 'OUTSTANDING_BALANCE_ON_DEATH',
      name: 'Outstanding Loan on Death',
      description: 'Outstanding loan balance repaid to the lender on death of the borrower.',
    },
    {
      code: 'PERMANENT_DISABILITY',
      name: 'Permanent Disability',
      description: 'Outstanding balance repaid on total and permanent disability.',
    },
    {
      code: 'CRITICAL_ILLNESS',
      name: 'Critical Illness',
      description: 'Outstanding balance repaid on diagnosis of a listed critical illness.',
    },
    {
      code: 'LOSS_OF_EMPLOYMENT',
      name: 'Loss of Employment',
      description: 'Repayments met for a limited period after involuntary job loss.',
    },
  ],
};

const HEALTH: InsuranceCategorySeed = {
  code: 'HEALTH',
  name: 'Health / Medical',
  description:
    'Medical expenses cover for individuals, families and staff of organisations, usually administered with an NHIA-accredited HMO and its provider network.',
  coverageTypes: [
    { code: 'INDIVIDUAL_FAMILY', name: 'Individual and Family', description: 'Health plan for one person or a family.' },
    {
      code: 'GROUP_CORPORATE',
      name: 'Group (Corporate)',
      description: 'Staff health plan paid for by the employer, often with dependants.',
    },
    { code: 'INTERNATIONAL', name: 'International Health', description: 'Cover for treatment abroad as well as in Nigeria.' },
  ],
  covers: [
    { code: 'OUTPATIENT', name: 'Outpatient Care', description: 'Consultations, drugs, laboratory tests and scans without admission.' },
    { code: 'INPATIENT', name: 'Inpatient (Hospitalisation)', description: 'Admission, ward accommodation, nursing and feeding.' },
    { code: 'SURGERY', name: 'Surgery', description: 'Minor, intermediate and major surgery.' },
    { code: 'MATERNITY', name: 'Maternity', description: 'Antenatal care, delivery (including caesarean section) and postnatal care.' },
    {
      code: 'CHRONIC_CONDITIONS',
      name: 'Chronic Conditions',
      description: 'Management of conditions such as hypertension, diabetes, asthma and sickle cell disease.',
    },
    { code: 'DENTAL', name: 'Dental', description: 'Dental consultations and treatment.' },
    { code: 'OPTICAL', name: 'Optical', description: 'Eye examinations, lenses and frames.' },
    { code: 'EMERGENCY_AMBULANCE', name: 'Emergency and Ambulance', description: 'Emergency treatment and ambulance services.' },
    { code: 'ANNUAL_HEALTH_CHECK', name: 'Annual Health Check', description: 'Yearly medical screening.' },
    {
      code: 'OVERSEAS_TREATMENT',
      name: 'Overseas Treatment',
      description: 'Treatment abroad for cases not manageable in Nigeria, up to the limit.',
    },
  ],
};

export const LINES_OF_BUSINESS: readonly LineOfBusinessSeed[] = [
  {
    code: 'GENERAL_BUSINESS',
    name: 'General Business',
    description: 'Non-life insurance: property, motor, marine, aviation, energy, engineering, liability, bonds, agriculture and travel.',
    categories: [
      MOTOR,
      FIRE,
      BURGLARY,
      GOODS_IN_TRANSIT,
      MARINE_CARGO,
      MARINE_HULL,
      AVIATION,
      OIL_GAS,
      ENGINEERING,
      GENERAL_ACCIDENT,
      BONDS,
      AGRICULTURE,
      TRAVEL,
    ],
  },
  {
    code: 'LIFE_BUSINESS',
    name: 'Life Business',
    description: 'Life assurance, group life, annuities, credit life and health insurance.',
    categories: [INDIVIDUAL_LIFE, GROUP_LIFE, ANNUITY, CREDIT_LIFE, HEALTH],
  },
];

export interface CompulsoryCoverSeed {
  /** Category code in LINES_OF_BUSINESS. */
  categoryCode: string;
  /** Cover code within that category. */
  coverCode: string;
  name: string;
  /** The law or rule that makes the cover compulsory, in words a broker can show a client. */
  basis: string;
}

/** The compulsory insurances of Nigeria, each pointing at the category and cover that carry it. */
export const COMPULSORY_COVERS: readonly CompulsoryCoverSeed[] = [
  {
    categoryCode: 'MOTOR',
    coverCode: 'THIRD_PARTY_BODILY_INJURY',
    name: 'Motor Third Party (bodily injury)',
    basis: 'Motor Vehicles (Third Party Insurance) Act: every vehicle used on a public road.',
  },
  {
    categoryCode: 'MOTOR',
    coverCode: 'THIRD_PARTY_PROPERTY_DAMAGE',
    name: 'Motor Third Party (property damage)',
    basis: 'Motor Vehicles (Third Party Insurance) Act, with the property damage minimum set by NAICOM.',
  },
  {
    categoryCode: 'GROUP_LIFE',
    coverCode: 'DEATH_IN_SERVICE',
    name: 'Group Life',
    basis: 'Pension Reform Act 2014: at least three times annual total emolument for every employee.',
  },
  {
    categoryCode: 'GENERAL_ACCIDENT',
    coverCode: 'EMPLOYERS_LIABILITY',
    name: "Employers' Liability / Employee Compensation",
    basis: "Employee's Compensation Act 2010: employers compensate employees for work injury, disease and death.",
  },
  {
    categoryCode: 'GENERAL_ACCIDENT',
    coverCode: 'OCCUPIERS_LIABILITY',
    name: "Occupiers' Liability (public buildings)",
    basis: 'Nigerian insurance law: owners and occupiers of public buildings.',
  },
  {
    categoryCode: 'GENERAL_ACCIDENT',
    coverCode: 'BUILDERS_LIABILITY',
    name: "Builders' Liability",
    basis: 'Nigerian insurance law: buildings under construction of more than two floors.',
  },
  {
    categoryCode: 'GENERAL_ACCIDENT',
    coverCode: 'HEALTHCARE_PROFESSIONAL_INDEMNITY',
    name: 'Healthcare Professional Indemnity',
    basis: 'Listed by NAICOM among the compulsory insurances for healthcare providers.',
  },
];
