/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccessEventFields on AccessEventPage {\n    total\n    items {\n      id\n      at\n      user_id\n      user_name\n      link\n      action\n      resource\n      student_count\n      claim_count\n      claim_numbers\n      incident_count\n      incident_numbers\n      document_count\n      ip\n      user_agent\n    }\n  }\n": typeof types.AccessEventFieldsFragmentDoc,
    "\n  query StudentAccessLog($studentId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {\n    studentAccessLog(studentId: $studentId, filter: $filter, offset: $offset, limit: $limit) {\n      ...AccessEventFields\n    }\n  }\n": typeof types.StudentAccessLogDocument,
    "\n  query StudentAccessPeople($studentId: ID!) {\n    studentAccessPeople(studentId: $studentId) {\n      id\n      name\n    }\n  }\n": typeof types.StudentAccessPeopleDocument,
    "\n  query UserAccessReport($userId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {\n    userAccessReport(userId: $userId, filter: $filter, offset: $offset, limit: $limit) {\n      ...AccessEventFields\n    }\n  }\n": typeof types.UserAccessReportDocument,
    "\n  query Activities {\n    activities {\n      id\n      activity\n    }\n  }\n": typeof types.ActivitiesDocument,
    "\n  mutation CreateActivity($activity: String!) {\n    createActivity(activity: $activity) {\n      id\n      activity\n    }\n  }\n": typeof types.CreateActivityDocument,
    "\n  mutation UpdateActivity($id: ID!, $activity: String!) {\n    updateActivity(id: $id, activity: $activity) {\n      id\n      activity\n    }\n  }\n": typeof types.UpdateActivityDocument,
    "\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n": typeof types.DeleteActivityDocument,
    "\n  fragment DeletionCertificateFields on DeletionCertificate {\n    id\n    kind\n    subject\n    reference\n    requested_by_name\n    performed_at\n    counts {\n      key\n      count\n    }\n    pdf_url\n  }\n": typeof types.DeletionCertificateFieldsFragmentDoc,
    "\n  query DeletionCertificates($offset: Int, $limit: Int) {\n    deletionCertificates(offset: $offset, limit: $limit) {\n      total\n      items {\n        ...DeletionCertificateFields\n      }\n    }\n  }\n": typeof types.DeletionCertificatesDocument,
    "\n  mutation DeleteStudentForGood($id: ID!, $reference: String) {\n    deleteStudentForGood(id: $id, reference: $reference) {\n      ...DeletionCertificateFields\n    }\n  }\n": typeof types.DeleteStudentForGoodDocument,
    "\n  mutation DeleteSchoolForGood($id: ID!, $confirmName: String!, $reference: String) {\n    deleteSchoolForGood(id: $id, confirmName: $confirmName, reference: $reference) {\n      ...DeletionCertificateFields\n    }\n  }\n": typeof types.DeleteSchoolForGoodDocument,
    "\n  fragment IncidentFields on Incident {\n    id\n    incident_number\n    school_id\n    school_name\n    person_kind\n    student_id\n    student_first_name\n    student_last_name\n    person_name\n    injury_date\n    location_of_injury\n    injury_description\n    injury_type\n    activity\n    activity_type\n    official_statement\n    language\n    serious\n    status\n    reported_by_name\n    reviewed_at\n    closed_at\n    claim_id\n    created_at\n  }\n": typeof types.IncidentFieldsFragmentDoc,
    "\n  query Incidents($schoolId: ID, $status: IncidentStatus, $offset: Int, $limit: Int) {\n    incidents(schoolId: $schoolId, status: $status, offset: $offset, limit: $limit) {\n      items {\n        ...IncidentFields\n      }\n      total\n    }\n  }\n": typeof types.IncidentsDocument,
    "\n  query Incident($id: ID!) {\n    incident(id: $id) {\n      ...IncidentFields\n      return_to_play {\n        status\n        started_at\n        cleared_at\n        next_step_from\n        steps {\n          number\n          name\n          completed_at\n          logged_by_name\n        }\n        clearance {\n          filename\n          uploaded_at\n          uploaded_by_name\n          url\n        }\n      }\n      photos {\n        id\n        filename\n        uploaded_at\n        uploaded_by_name\n        url\n      }\n      history {\n        id\n        action\n        changes\n        at\n        user_name\n      }\n    }\n  }\n": typeof types.IncidentDocument,
    "\n  query IncidentStudents($schoolId: ID!, $name: String!) {\n    incidentStudents(schoolId: $schoolId, name: $name) {\n      id\n      first_name\n      last_name\n    }\n  }\n": typeof types.IncidentStudentsDocument,
    "\n  mutation ReportIncident($input: IncidentReportInput!) {\n    reportIncident(input: $input) {\n      id\n      school_id\n    }\n  }\n": typeof types.ReportIncidentDocument,
    "\n  mutation ReviewIncident($id: ID!) {\n    reviewIncident(id: $id) {\n      id\n    }\n  }\n": typeof types.ReviewIncidentDocument,
    "\n  mutation StartReturnToPlay($id: ID!) {\n    startReturnToPlay(id: $id) {\n      id\n    }\n  }\n": typeof types.StartReturnToPlayDocument,
    "\n  mutation LogReturnToPlayStep($id: ID!) {\n    logReturnToPlayStep(id: $id) {\n      id\n    }\n  }\n": typeof types.LogReturnToPlayStepDocument,
    "\n  mutation ClearReturnToPlay($id: ID!) {\n    clearReturnToPlay(id: $id) {\n      id\n    }\n  }\n": typeof types.ClearReturnToPlayDocument,
    "\n  mutation NotifyIncidentParent($id: ID!) {\n    notifyIncidentParent(id: $id) {\n      id\n    }\n  }\n": typeof types.NotifyIncidentParentDocument,
    "\n  mutation CloseIncident($id: ID!) {\n    closeIncident(id: $id) {\n      id\n    }\n  }\n": typeof types.CloseIncidentDocument,
    "\n  fragment InsuranceProviderFields on InsuranceProvider {\n    id\n    name\n    address\n    city\n    state\n    postal_code\n    policy_or_certificate_number\n    is_active\n  }\n": typeof types.InsuranceProviderFieldsFragmentDoc,
    "\n  query InsuranceProviders($includeInactive: Boolean) {\n    insuranceProviders(includeInactive: $includeInactive) {\n      ...InsuranceProviderFields\n    }\n  }\n": typeof types.InsuranceProvidersDocument,
    "\n  mutation CreateInsuranceProvider($input: InsuranceProviderInput!) {\n    createInsuranceProvider(input: $input) {\n      ...InsuranceProviderFields\n    }\n  }\n": typeof types.CreateInsuranceProviderDocument,
    "\n  mutation UpdateInsuranceProvider($id: ID!, $input: InsuranceProviderInput!) {\n    updateInsuranceProvider(id: $id, input: $input) {\n      ...InsuranceProviderFields\n    }\n  }\n": typeof types.UpdateInsuranceProviderDocument,
    "\n  query SalesRepsForDropdown {\n    salesRepsForDropdown {\n      id\n      first_name\n      last_name\n    }\n  }\n": typeof types.SalesRepsForDropdownDocument,
    "\n  fragment SchoolTpaFields on SchoolTpa {\n    id\n    third_party_administrator_id\n    tpa_code\n    tpa_name\n    policy_number\n    tpa_identifier\n    effective_date\n    activities\n    is_active\n    is_default\n    notice_days\n    treatment_days\n    filing_days\n    absolute_days\n  }\n": typeof types.SchoolTpaFieldsFragmentDoc,
    "\n  query SchoolTpas($schoolId: ID!, $activeOnly: Boolean) {\n    schoolTpas(schoolId: $schoolId, activeOnly: $activeOnly) {\n      ...SchoolTpaFields\n    }\n  }\n": typeof types.SchoolTpasDocument,
    "\n  query ActiveSchools {\n    activeSchools {\n      id\n      name\n    }\n  }\n": typeof types.ActiveSchoolsDocument,
    "\n  query SchoolOptions {\n    schoolOptions {\n      id\n      name\n      is_active\n    }\n  }\n": typeof types.SchoolOptionsDocument,
    "\n  fragment ParentInfoFields on ParentInfo {\n    first_name\n    last_name\n    address_1\n    address_2\n    city\n    state_prov\n    postal_code\n    country\n    employer_name\n    employer_phone\n    email\n    phone\n    language\n  }\n": typeof types.ParentInfoFieldsFragmentDoc,
    "\n  fragment StudentPageFields on Student {\n    id\n    school_id\n    first_name\n    last_name\n    academic_id\n    gender\n    date_of_birth\n    email_address\n    primary_phone\n    address_1\n    address_2\n    city\n    state_prov\n    country\n    postal_code\n    parents_info {\n      ...ParentInfoFields\n    }\n    show_verification_status\n    can_verify\n    updated_at\n    providers {\n      id\n      insurance_provider_id\n      is_other_provider\n      name\n      provider_name\n      insurance_member_id\n      insurance_group_id\n      phone\n      primary\n      status\n      updated_at\n    }\n  }\n": typeof types.StudentPageFieldsFragmentDoc,
    "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentPageFields\n    }\n  }\n": typeof types.StudentDocument,
    "\n  query Students(\n    $schoolId: ID!\n    $name: String\n    $academicId: String\n    $sort: StudentSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    students(\n      schoolId: $schoolId\n      name: $name\n      academicId: $academicId\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        academic_id\n        date_of_birth\n        city\n        state_prov\n      }\n    }\n  }\n": typeof types.StudentsDocument,
    "\n  mutation CreateStudent($schoolId: ID!, $input: StudentPageInput!) {\n    createStudent(schoolId: $schoolId, input: $input) {\n      ...StudentPageFields\n    }\n  }\n": typeof types.CreateStudentDocument,
    "\n  mutation UpdateStudent($id: ID!, $input: StudentPageInput!) {\n    updateStudent(id: $id, input: $input) {\n      ...StudentPageFields\n    }\n  }\n": typeof types.UpdateStudentDocument,
    "\n  query TpasForDropdown {\n    tpasForDropdown {\n      id\n      code\n      name\n    }\n  }\n": typeof types.TpasForDropdownDocument,
    "\n  fragment ClaimReportFields on Claim {\n    id\n    claim_number\n    school_id\n    status\n    submitted_to_tpa_at\n    activity\n    activity_type\n    activity_level\n    benefits_due_another_provider\n    injury_date\n    injury_reported_date\n    first_treatment_date\n    injury_description\n    injury_type\n    is_previous_injury\n    is_work_related\n    location_of_injury\n    student_address {\n      address_1\n      address_2\n      city\n      state_prov\n      postal_code\n      country\n    }\n    parent_info {\n      ...ParentInfoFields\n    }\n    official_statement {\n      accident_time\n      body_parts {\n        part\n        side\n      }\n      nature_of_injury\n      mechanism\n      mechanism_other\n      is_school_sponsored\n      is_supervised\n      supervisor_name\n      supervisor_title\n      supervisor_witnessed\n      witnesses {\n        name\n        phone\n      }\n      first_aid\n      first_aid_by\n      sent_to\n      sent_to_other\n      parent_notified_date\n      parent_notified_time\n      parent_notified_how\n      school_transport\n    }\n  }\n": typeof types.ClaimReportFieldsFragmentDoc,
    "\n  query ClaimWizardClaim($id: ID!) {\n    claim(id: $id) {\n      ...ClaimReportFields\n      student_id\n      # the submit payload's name for the link, which the wizard's claim information step holds\n      school_third_party_administrator_id: schools_third_party_administrator_id\n      providers {\n        id\n        is_other_provider\n        provider_name\n        insurance_provider_id\n        insurance_member_id\n        insurance_group_id\n        phone\n      }\n    }\n  }\n": typeof types.ClaimWizardClaimDocument,
    "\n  query ClaimsNearInjury($schoolId: ID!, $studentId: ID!, $injuryDate: String!, $activity: String) {\n    claimsNearInjury(schoolId: $schoolId, studentId: $studentId, injuryDate: $injuryDate, activity: $activity) {\n      id\n      claim_number\n      injury_date\n      activity\n      status\n      same_injury\n    }\n  }\n": typeof types.ClaimsNearInjuryDocument,
    "\n  query ClaimWizardSchool($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      state\n      parent_part_online\n    }\n  }\n": typeof types.ClaimWizardSchoolDocument,
    "\n  query DraftDocuments($ids: [ID!]!) {\n    claimDocuments(ids: $ids) {\n      id\n    }\n  }\n": typeof types.DraftDocumentsDocument,
    "\n  query ClaimEmailLogs($claimId: ID!, $offset: Int, $limit: Int) {\n    claimEmailLogs(claimId: $claimId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        created_at\n        updated_at\n        viewed_at\n        status\n        recipient\n        subject\n        sent_at\n        attempts\n        last_error\n      }\n    }\n  }\n": typeof types.ClaimEmailLogsDocument,
    "\n  query ClaimFilterUsers {\n    users {\n      id\n      first_name\n      last_name\n    }\n  }\n": typeof types.ClaimFilterUsersDocument,
    "\n  query Claims(\n    $schoolId: ID\n    $name: String\n    $studentId: String\n    $submittedBy: ID\n    $status: ClaimStatus\n    $statuses: [ClaimStatus!]\n    $tpaId: ID\n    $submittedFrom: String\n    $submittedTo: String\n    $completeness: ClaimCompleteness\n    $tpaStatus: TpaStatus\n    $dueWithinDays: Int\n    $sort: ClaimSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n    $countAll: Boolean! = false\n  ) {\n    claims(\n      schoolId: $schoolId\n      name: $name\n      studentId: $studentId\n      submittedBy: $submittedBy\n      status: $status\n      statuses: $statuses\n      tpaId: $tpaId\n      submittedFrom: $submittedFrom\n      submittedTo: $submittedTo\n      completeness: $completeness\n      tpaStatus: $tpaStatus\n      dueWithinDays: $dueWithinDays\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      capped\n      exact_total @include(if: $countAll)\n      items {\n        id\n        claim_number\n        status\n        student_first_name\n        student_last_name\n        academic_id\n        submitted_by_id\n        submitted_by_name\n        injury_date\n        submitted_to_tpa_at\n        school_id\n        school_name\n        tpa_name\n        tpa_code\n        missing_items\n        tpa_status\n        tpa_claim_number\n        nearest_due_on\n      }\n    }\n  }\n": typeof types.ClaimsDocument,
    "\n  query ClaimDueDates($id: ID!) {\n    claim(id: $id) {\n      id\n      due_dates {\n        kind\n        due_on\n        state\n      }\n    }\n  }\n": typeof types.ClaimDueDatesDocument,
    "\n  query ClaimRecord($id: ID!) {\n    claim(id: $id) {\n      ...ClaimReportFields\n      school_name\n      tpa_name\n      tpa_code\n      policy_number\n      group_number\n      missing_items\n      tpa_status\n      tpa_claim_number\n      tpa_note\n      incident_id\n      tpa_reported_at\n      tpa_received_at\n      checklist {\n        item\n        required\n        received\n      }\n      created_at\n      updated_at\n      student {\n        id\n        first_name\n        last_name\n        academic_id\n        date_of_birth\n        gender\n        email_address\n        primary_phone\n      }\n      submitted_by {\n        first_name\n        last_name\n        email_address\n      }\n      providers {\n        id\n        name\n        is_other_provider\n        provider_name\n        insurance_member_id\n        insurance_group_id\n        phone\n      }\n      parent_link {\n        email\n        purpose\n        sent_at\n        opened_at\n        expires_at\n        used_at\n        locked\n      }\n      documents {\n        id\n        kind\n        filename\n        size\n        url\n        sent\n      }\n      change_logs {\n        id\n        created_at\n        submitted_to_tpa_at\n        status\n        changes_log {\n          field\n          from\n          to\n        }\n        user_name\n        by_tpa\n        tpa_reporter\n      }\n    }\n  }\n": typeof types.ClaimRecordDocument,
    "\n  mutation SendParentLink($claimId: ID!, $email: String) {\n    sendParentLink(claimId: $claimId, email: $email)\n  }\n": typeof types.SendParentLinkDocument,
    "\n  mutation SendClaimWithoutParent($claimId: ID!, $reason: String!) {\n    sendClaimWithoutParent(claimId: $claimId, reason: $reason)\n  }\n": typeof types.SendClaimWithoutParentDocument,
    "\n  mutation AddDashboardLink($schoolId: ID!, $input: DashboardLinkInput!) {\n    addDashboardLink(schoolId: $schoolId, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": typeof types.AddDashboardLinkDocument,
    "\n  mutation UpdateDashboardElement($id: ID!, $input: DashboardElementUpdateInput!) {\n    updateDashboardElement(id: $id, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": typeof types.UpdateDashboardElementDocument,
    "\n  mutation AddDashboardContact($schoolId: ID!, $input: DashboardContactInput!) {\n    addDashboardContact(schoolId: $schoolId, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": typeof types.AddDashboardContactDocument,
    "\n  mutation UpdateDashboardContact($id: ID!, $input: DashboardContactInput!) {\n    updateDashboardContact(id: $id, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": typeof types.UpdateDashboardContactDocument,
    "\n  mutation MoveDashboardItem($id: ID!, $newIndex: Int!) {\n    moveDashboardItem(id: $id, newIndex: $newIndex) {\n      id\n    }\n  }\n": typeof types.MoveDashboardItemDocument,
    "\n  mutation DeleteDashboardItem($id: ID!) {\n    deleteDashboardItem(id: $id)\n  }\n": typeof types.DeleteDashboardItemDocument,
    "\n  fragment DashboardItemFields on DashboardItem {\n    id\n    kind\n    component\n    order\n    title\n    url\n    filename\n    file_id\n    file_url\n    from_tpa\n    tpa_name\n    company_name\n    representative_name\n    mail_address\n    phone\n    fax\n    email_address\n  }\n": typeof types.DashboardItemFieldsFragmentDoc,
    "\n  query SchoolDashboard($schoolId: ID!) {\n    schoolDashboard(schoolId: $schoolId) {\n      school_id\n      name\n      logo_url\n      can_edit\n      claims_awaiting_parent\n      claims_at_risk\n      sections {\n        component\n        items {\n          ...DashboardItemFields\n        }\n      }\n    }\n  }\n": typeof types.SchoolDashboardDocument,
    "\n  query SchoolCoaches($schoolId: ID!) {\n    schoolCoaches(schoolId: $schoolId) {\n      id\n      first_name\n      last_name\n      email_address\n      status\n    }\n  }\n": typeof types.SchoolCoachesDocument,
    "\n  mutation InviteCoach($input: CoachInviteInput!) {\n    inviteCoach(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.InviteCoachDocument,
    "\n  query ReturnToPlaySteps($schoolId: ID!) {\n    returnToPlaySteps(schoolId: $schoolId)\n  }\n": typeof types.ReturnToPlayStepsDocument,
    "\n  mutation SetReturnToPlaySteps($schoolId: ID!, $steps: [String!]) {\n    setReturnToPlaySteps(schoolId: $schoolId, steps: $steps)\n  }\n": typeof types.SetReturnToPlayStepsDocument,
    "\n  query IncidentPlaces($schoolId: ID!) {\n    incidentPlaces(schoolId: $schoolId)\n  }\n": typeof types.IncidentPlacesDocument,
    "\n  mutation SetIncidentPlaces($schoolId: ID!, $places: [String!]) {\n    setIncidentPlaces(schoolId: $schoolId, places: $places)\n  }\n": typeof types.SetIncidentPlacesDocument,
    "\n  query ClaimReport($filter: ReportFilter!) {\n    claimReport(filter: $filter) {\n      from\n      to\n      year\n      total\n      open\n      without_body_part\n      average_submission_days\n      average_delivery_hours\n      months {\n        month\n        claims\n        previous_year_claims\n      }\n      by_sport {\n        activity\n        claims\n      }\n      by_activity {\n        activity_type\n        activity_level\n        claims\n      }\n      by_school {\n        school_id\n        name\n        claims\n      }\n      by_status {\n        status\n        claims\n      }\n      by_tpa_status {\n        tpa_status\n        claims\n      }\n      by_nature {\n        nature\n        claims\n      }\n      by_body_part {\n        body_part\n        claims\n      }\n      open_by_age {\n        bucket\n        claims\n      }\n      submission_delay {\n        bucket\n        claims\n      }\n      delivery_delay {\n        bucket\n        claims\n      }\n    }\n  }\n": typeof types.ClaimReportDocument,
    "\n  query IncidentReport($filter: ReportFilter!) {\n    incidentReport(filter: $filter) {\n      total\n      became_claims\n      year\n      months {\n        month\n        incidents\n        became_claims\n      }\n      by_sport {\n        activity\n        incidents\n        became_claims\n      }\n      by_place {\n        place\n        incidents\n        became_claims\n      }\n      by_body_part {\n        body_part\n        incidents\n        became_claims\n      }\n    }\n  }\n": typeof types.IncidentReportDocument,
    "\n  mutation DeleteSalesRep($id: ID!) {\n    deleteSalesRep(id: $id)\n  }\n": typeof types.DeleteSalesRepDocument,
    "\n  fragment SalesRepFields on SalesRep {\n    id\n    first_name\n    last_name\n    email_address\n    phone\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    see_all_schools\n    is_active\n    updated_at\n  }\n": typeof types.SalesRepFieldsFragmentDoc,
    "\n  query SalesRep($id: ID!) {\n    salesRep(id: $id) {\n      ...SalesRepFields\n    }\n  }\n": typeof types.SalesRepDocument,
    "\n  query SalesReps(\n    $name: String\n    $status: ActiveStatus\n    $sort: SalesRepSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    salesReps(name: $name, status: $status, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        email_address\n        phone\n        state\n        see_all_schools\n        is_active\n      }\n    }\n  }\n": typeof types.SalesRepsDocument,
    "\n  mutation CreateSalesRep($input: SalesRepInput!) {\n    createSalesRep(input: $input) {\n      ...SalesRepFields\n    }\n  }\n": typeof types.CreateSalesRepDocument,
    "\n  mutation UpdateSalesRep($id: ID!, $input: SalesRepInput!) {\n    updateSalesRep(id: $id, input: $input) {\n      ...SalesRepFields\n    }\n  }\n": typeof types.UpdateSalesRepDocument,
    "\n  query AccessLogChain($schoolId: ID!) {\n    accessLogChain(schoolId: $schoolId) {\n      intact\n      events\n      head_seq\n      head_hash\n      broken {\n        seq\n        event_id\n        reason\n      }\n    }\n  }\n": typeof types.AccessLogChainDocument,
    "\n  query DataExports($offset: Int, $limit: Int) {\n    dataExports(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        schools {\n          id\n          name\n        }\n        status\n        steps_done\n        steps_total\n        size\n        requested_by_name\n        downloaded_by_name\n        created_at\n        finished_at\n        downloaded_at\n        download_url\n      }\n    }\n  }\n": typeof types.DataExportsDocument,
    "\n  mutation StartDataExport($schoolIds: [ID!]!) {\n    startDataExport(schoolIds: $schoolIds)\n  }\n": typeof types.StartDataExportDocument,
    "\n  mutation DeleteSchool($id: ID!) {\n    deleteSchool(id: $id)\n  }\n": typeof types.DeleteSchoolDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query SchoolUsers($schoolId: ID!, $search: String, $offset: Int, $limit: Int) {\n    schoolUsers(schoolId: $schoolId, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        email_address\n        is_active\n        created_at\n        last_activity_at\n      }\n    }\n  }\n": typeof types.SchoolUsersDocument,
    "\n  fragment SchoolFields on School {\n    id\n    name\n    is_active\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    contact_name\n    contact_email_address\n    contact_phone\n    sales_rep_id\n    allow_piv\n    allow_students_import\n    show_verification_status\n    parent_part_online\n    parent_link_days\n    insurance_confirm_days\n    retention_years\n    sso_google_domains\n    sso_microsoft_tenants\n    password_sign_in\n    first_note\n    logo_file_id\n    logo_url\n    updated_at\n  }\n": typeof types.SchoolFieldsFragmentDoc,
    "\n  query School($id: ID!) {\n    school(id: $id) {\n      ...SchoolFields\n    }\n  }\n": typeof types.SchoolDocument,
    "\n  query Schools(\n    $name: String\n    $salesRepId: ID\n    $tpaId: ID\n    $status: SchoolStatus\n    $sort: SchoolSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    schools(\n      name: $name\n      salesRepId: $salesRepId\n      tpaId: $tpaId\n      status: $status\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        is_active\n        updated_at\n        sales_rep_name\n        tpa_codes\n        first_note\n        logo_url\n      }\n    }\n  }\n": typeof types.SchoolsDocument,
    "\n  mutation SaveSchoolNote($schoolId: ID!, $note: String!) {\n    saveSchoolNote(schoolId: $schoolId, note: $note) {\n      id\n      note\n      updated_at\n    }\n  }\n": typeof types.SaveSchoolNoteDocument,
    "\n  mutation CreateSchool($input: SchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": typeof types.CreateSchoolDocument,
    "\n  mutation UpdateSchool($id: ID!, $input: SchoolInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolFields\n    }\n  }\n": typeof types.UpdateSchoolDocument,
    "\n  mutation AddSchoolTpa($schoolId: ID!, $tpaId: ID) {\n    addSchoolTpa(schoolId: $schoolId, tpaId: $tpaId) {\n      ...SchoolTpaFields\n    }\n  }\n": typeof types.AddSchoolTpaDocument,
    "\n  mutation UpdateSchoolTpas($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) {\n    updateSchoolTpas(schoolId: $schoolId, links: $links) {\n      ...SchoolTpaFields\n    }\n  }\n": typeof types.UpdateSchoolTpasDocument,
    "\n  mutation DeleteSchoolTpa($schoolId: ID!, $id: ID!) {\n    deleteSchoolTpa(schoolId: $schoolId, id: $id) {\n      ...SchoolTpaFields\n    }\n  }\n": typeof types.DeleteSchoolTpaDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query StudentsSchool($id: ID!) {\n    school(id: $id) {\n      id\n      allow_students_import\n    }\n  }\n": typeof types.StudentsSchoolDocument,
    "\n  mutation ResetStudents($schoolId: ID!, $confirmation: String) {\n    resetStudents(schoolId: $schoolId, confirmation: $confirmation)\n  }\n": typeof types.ResetStudentsDocument,
    "\n  fragment CampaignStandingFields on SeasonCampaignStanding {\n    guardians\n    queued\n    completed\n    pending\n    opted_out\n    bounced\n  }\n": typeof types.CampaignStandingFieldsFragmentDoc,
    "\n  query SeasonCampaigns($schoolId: ID!, $offset: Int, $limit: Int) {\n    seasonCampaigns(schoolId: $schoolId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        activity\n        created_at\n        standing {\n          ...CampaignStandingFields\n        }\n      }\n    }\n  }\n": typeof types.SeasonCampaignsDocument,
    "\n  query SeasonCampaign($id: ID!, $state: GuardianRequestState, $offset: Int, $limit: Int) {\n    seasonCampaign(id: $id) {\n      id\n      activity\n      created_at\n      standing {\n        ...CampaignStandingFields\n      }\n      guardians(state: $state, offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          email\n          first_name\n          last_name\n          state\n          students\n          opened_at\n          reminders_sent\n        }\n      }\n    }\n  }\n": typeof types.SeasonCampaignDocument,
    "\n  mutation CreateSeasonCampaign($schoolId: ID!, $activity: String, $allWithGuardian: Boolean, $studentIds: [ID!]) {\n    createSeasonCampaign(schoolId: $schoolId, activity: $activity, allWithGuardian: $allWithGuardian, studentIds: $studentIds) {\n      id\n      guardians\n      students\n    }\n  }\n": typeof types.CreateSeasonCampaignDocument,
    "\n  mutation ResendSeasonLink($requestId: ID!, $email: String) {\n    resendSeasonLink(requestId: $requestId, email: $email)\n  }\n": typeof types.ResendSeasonLinkDocument,
    "\n  query StudentSeasonAuthorizations($id: ID!) {\n    student(id: $id) {\n      id\n      season_authorizations {\n        id\n        signer_name\n        signer_email\n        signed_at\n        expires_on\n        revoked_at\n        on_file\n        language\n        authorization_version\n        document_sha256\n      }\n    }\n  }\n": typeof types.StudentSeasonAuthorizationsDocument,
    "\n  query StudentDisclosures($studentId: ID!, $offset: Int, $limit: Int) {\n    studentDisclosures(studentId: $studentId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        claim_id\n        claim_number\n        recipient\n        kind\n        items\n        disclosed_at\n        disclosed_by_name\n        basis\n      }\n    }\n  }\n": typeof types.StudentDisclosuresDocument,
    "\n  query VerificationQueue($offset: Int, $limit: Int) {\n    verificationQueue(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        student_id\n        student_first_name\n        student_last_name\n        date_of_birth\n        school_id\n        school_name\n        provider_name\n        insurance_member_id\n        insurance_group_id\n        phone\n        requested_at\n        requested_by\n      }\n    }\n  }\n": typeof types.VerificationQueueDocument,
    "\n  mutation ResolveVerification($id: ID!, $status: VerificationResult!) {\n    resolveVerification(id: $id, status: $status)\n  }\n": typeof types.ResolveVerificationDocument,
    "\n  mutation AddTpaLink($tpaId: ID!, $input: TpaElementInput!) {\n    addTpaLink(tpaId: $tpaId, input: $input) {\n      ...TpaElementFields\n    }\n  }\n": typeof types.AddTpaLinkDocument,
    "\n  mutation DeleteTpaElement($id: ID!) {\n    deleteTpaElement(id: $id)\n  }\n": typeof types.DeleteTpaElementDocument,
    "\n  mutation DeleteTpa($id: ID!) {\n    deleteTpa(id: $id)\n  }\n": typeof types.DeleteTpaDocument,
    "\n  fragment TpaElementFields on TpaElement {\n    id\n    type\n    title\n    component\n    url\n    filename\n    file_id\n    # a signed link, valid for an hour\n    file_url\n  }\n": typeof types.TpaElementFieldsFragmentDoc,
    "\n  fragment TpaFields on Tpa {\n    id\n    name\n    code\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    phone\n    fax\n    claims_email_address\n    electronic_claims_email_address\n    claims_portal_url\n    delivery_method\n    required_documents\n    max_attachment_mb\n    updated_at\n    elements {\n      ...TpaElementFields\n    }\n  }\n": typeof types.TpaFieldsFragmentDoc,
    "\n  query Tpa($id: ID!) {\n    tpa(id: $id) {\n      ...TpaFields\n    }\n  }\n": typeof types.TpaDocument,
    "\n  query Tpas($search: String, $sort: TpaSort, $direction: SortDirection, $offset: Int, $limit: Int) {\n    tpas(search: $search, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n        city\n        state\n        claims_email_address\n        delivery_method\n        updated_at\n      }\n    }\n  }\n": typeof types.TpasDocument,
    "\n  mutation CreateTpa($input: TpaInput!) {\n    createTpa(input: $input) {\n      ...TpaFields\n    }\n  }\n": typeof types.CreateTpaDocument,
    "\n  mutation UpdateTpa($id: ID!, $input: TpaInput!) {\n    updateTpa(id: $id, input: $input) {\n      ...TpaFields\n    }\n  }\n": typeof types.UpdateTpaDocument,
    "\n  mutation UpdateTpaElement($id: ID!, $input: TpaElementInput!) {\n    updateTpaElement(id: $id, input: $input) {\n      ...TpaElementFields\n    }\n  }\n": typeof types.UpdateTpaElementDocument,
};
const documents: Documents = {
    "\n  fragment AccessEventFields on AccessEventPage {\n    total\n    items {\n      id\n      at\n      user_id\n      user_name\n      link\n      action\n      resource\n      student_count\n      claim_count\n      claim_numbers\n      incident_count\n      incident_numbers\n      document_count\n      ip\n      user_agent\n    }\n  }\n": types.AccessEventFieldsFragmentDoc,
    "\n  query StudentAccessLog($studentId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {\n    studentAccessLog(studentId: $studentId, filter: $filter, offset: $offset, limit: $limit) {\n      ...AccessEventFields\n    }\n  }\n": types.StudentAccessLogDocument,
    "\n  query StudentAccessPeople($studentId: ID!) {\n    studentAccessPeople(studentId: $studentId) {\n      id\n      name\n    }\n  }\n": types.StudentAccessPeopleDocument,
    "\n  query UserAccessReport($userId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {\n    userAccessReport(userId: $userId, filter: $filter, offset: $offset, limit: $limit) {\n      ...AccessEventFields\n    }\n  }\n": types.UserAccessReportDocument,
    "\n  query Activities {\n    activities {\n      id\n      activity\n    }\n  }\n": types.ActivitiesDocument,
    "\n  mutation CreateActivity($activity: String!) {\n    createActivity(activity: $activity) {\n      id\n      activity\n    }\n  }\n": types.CreateActivityDocument,
    "\n  mutation UpdateActivity($id: ID!, $activity: String!) {\n    updateActivity(id: $id, activity: $activity) {\n      id\n      activity\n    }\n  }\n": types.UpdateActivityDocument,
    "\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n": types.DeleteActivityDocument,
    "\n  fragment DeletionCertificateFields on DeletionCertificate {\n    id\n    kind\n    subject\n    reference\n    requested_by_name\n    performed_at\n    counts {\n      key\n      count\n    }\n    pdf_url\n  }\n": types.DeletionCertificateFieldsFragmentDoc,
    "\n  query DeletionCertificates($offset: Int, $limit: Int) {\n    deletionCertificates(offset: $offset, limit: $limit) {\n      total\n      items {\n        ...DeletionCertificateFields\n      }\n    }\n  }\n": types.DeletionCertificatesDocument,
    "\n  mutation DeleteStudentForGood($id: ID!, $reference: String) {\n    deleteStudentForGood(id: $id, reference: $reference) {\n      ...DeletionCertificateFields\n    }\n  }\n": types.DeleteStudentForGoodDocument,
    "\n  mutation DeleteSchoolForGood($id: ID!, $confirmName: String!, $reference: String) {\n    deleteSchoolForGood(id: $id, confirmName: $confirmName, reference: $reference) {\n      ...DeletionCertificateFields\n    }\n  }\n": types.DeleteSchoolForGoodDocument,
    "\n  fragment IncidentFields on Incident {\n    id\n    incident_number\n    school_id\n    school_name\n    person_kind\n    student_id\n    student_first_name\n    student_last_name\n    person_name\n    injury_date\n    location_of_injury\n    injury_description\n    injury_type\n    activity\n    activity_type\n    official_statement\n    language\n    serious\n    status\n    reported_by_name\n    reviewed_at\n    closed_at\n    claim_id\n    created_at\n  }\n": types.IncidentFieldsFragmentDoc,
    "\n  query Incidents($schoolId: ID, $status: IncidentStatus, $offset: Int, $limit: Int) {\n    incidents(schoolId: $schoolId, status: $status, offset: $offset, limit: $limit) {\n      items {\n        ...IncidentFields\n      }\n      total\n    }\n  }\n": types.IncidentsDocument,
    "\n  query Incident($id: ID!) {\n    incident(id: $id) {\n      ...IncidentFields\n      return_to_play {\n        status\n        started_at\n        cleared_at\n        next_step_from\n        steps {\n          number\n          name\n          completed_at\n          logged_by_name\n        }\n        clearance {\n          filename\n          uploaded_at\n          uploaded_by_name\n          url\n        }\n      }\n      photos {\n        id\n        filename\n        uploaded_at\n        uploaded_by_name\n        url\n      }\n      history {\n        id\n        action\n        changes\n        at\n        user_name\n      }\n    }\n  }\n": types.IncidentDocument,
    "\n  query IncidentStudents($schoolId: ID!, $name: String!) {\n    incidentStudents(schoolId: $schoolId, name: $name) {\n      id\n      first_name\n      last_name\n    }\n  }\n": types.IncidentStudentsDocument,
    "\n  mutation ReportIncident($input: IncidentReportInput!) {\n    reportIncident(input: $input) {\n      id\n      school_id\n    }\n  }\n": types.ReportIncidentDocument,
    "\n  mutation ReviewIncident($id: ID!) {\n    reviewIncident(id: $id) {\n      id\n    }\n  }\n": types.ReviewIncidentDocument,
    "\n  mutation StartReturnToPlay($id: ID!) {\n    startReturnToPlay(id: $id) {\n      id\n    }\n  }\n": types.StartReturnToPlayDocument,
    "\n  mutation LogReturnToPlayStep($id: ID!) {\n    logReturnToPlayStep(id: $id) {\n      id\n    }\n  }\n": types.LogReturnToPlayStepDocument,
    "\n  mutation ClearReturnToPlay($id: ID!) {\n    clearReturnToPlay(id: $id) {\n      id\n    }\n  }\n": types.ClearReturnToPlayDocument,
    "\n  mutation NotifyIncidentParent($id: ID!) {\n    notifyIncidentParent(id: $id) {\n      id\n    }\n  }\n": types.NotifyIncidentParentDocument,
    "\n  mutation CloseIncident($id: ID!) {\n    closeIncident(id: $id) {\n      id\n    }\n  }\n": types.CloseIncidentDocument,
    "\n  fragment InsuranceProviderFields on InsuranceProvider {\n    id\n    name\n    address\n    city\n    state\n    postal_code\n    policy_or_certificate_number\n    is_active\n  }\n": types.InsuranceProviderFieldsFragmentDoc,
    "\n  query InsuranceProviders($includeInactive: Boolean) {\n    insuranceProviders(includeInactive: $includeInactive) {\n      ...InsuranceProviderFields\n    }\n  }\n": types.InsuranceProvidersDocument,
    "\n  mutation CreateInsuranceProvider($input: InsuranceProviderInput!) {\n    createInsuranceProvider(input: $input) {\n      ...InsuranceProviderFields\n    }\n  }\n": types.CreateInsuranceProviderDocument,
    "\n  mutation UpdateInsuranceProvider($id: ID!, $input: InsuranceProviderInput!) {\n    updateInsuranceProvider(id: $id, input: $input) {\n      ...InsuranceProviderFields\n    }\n  }\n": types.UpdateInsuranceProviderDocument,
    "\n  query SalesRepsForDropdown {\n    salesRepsForDropdown {\n      id\n      first_name\n      last_name\n    }\n  }\n": types.SalesRepsForDropdownDocument,
    "\n  fragment SchoolTpaFields on SchoolTpa {\n    id\n    third_party_administrator_id\n    tpa_code\n    tpa_name\n    policy_number\n    tpa_identifier\n    effective_date\n    activities\n    is_active\n    is_default\n    notice_days\n    treatment_days\n    filing_days\n    absolute_days\n  }\n": types.SchoolTpaFieldsFragmentDoc,
    "\n  query SchoolTpas($schoolId: ID!, $activeOnly: Boolean) {\n    schoolTpas(schoolId: $schoolId, activeOnly: $activeOnly) {\n      ...SchoolTpaFields\n    }\n  }\n": types.SchoolTpasDocument,
    "\n  query ActiveSchools {\n    activeSchools {\n      id\n      name\n    }\n  }\n": types.ActiveSchoolsDocument,
    "\n  query SchoolOptions {\n    schoolOptions {\n      id\n      name\n      is_active\n    }\n  }\n": types.SchoolOptionsDocument,
    "\n  fragment ParentInfoFields on ParentInfo {\n    first_name\n    last_name\n    address_1\n    address_2\n    city\n    state_prov\n    postal_code\n    country\n    employer_name\n    employer_phone\n    email\n    phone\n    language\n  }\n": types.ParentInfoFieldsFragmentDoc,
    "\n  fragment StudentPageFields on Student {\n    id\n    school_id\n    first_name\n    last_name\n    academic_id\n    gender\n    date_of_birth\n    email_address\n    primary_phone\n    address_1\n    address_2\n    city\n    state_prov\n    country\n    postal_code\n    parents_info {\n      ...ParentInfoFields\n    }\n    show_verification_status\n    can_verify\n    updated_at\n    providers {\n      id\n      insurance_provider_id\n      is_other_provider\n      name\n      provider_name\n      insurance_member_id\n      insurance_group_id\n      phone\n      primary\n      status\n      updated_at\n    }\n  }\n": types.StudentPageFieldsFragmentDoc,
    "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentPageFields\n    }\n  }\n": types.StudentDocument,
    "\n  query Students(\n    $schoolId: ID!\n    $name: String\n    $academicId: String\n    $sort: StudentSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    students(\n      schoolId: $schoolId\n      name: $name\n      academicId: $academicId\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        academic_id\n        date_of_birth\n        city\n        state_prov\n      }\n    }\n  }\n": types.StudentsDocument,
    "\n  mutation CreateStudent($schoolId: ID!, $input: StudentPageInput!) {\n    createStudent(schoolId: $schoolId, input: $input) {\n      ...StudentPageFields\n    }\n  }\n": types.CreateStudentDocument,
    "\n  mutation UpdateStudent($id: ID!, $input: StudentPageInput!) {\n    updateStudent(id: $id, input: $input) {\n      ...StudentPageFields\n    }\n  }\n": types.UpdateStudentDocument,
    "\n  query TpasForDropdown {\n    tpasForDropdown {\n      id\n      code\n      name\n    }\n  }\n": types.TpasForDropdownDocument,
    "\n  fragment ClaimReportFields on Claim {\n    id\n    claim_number\n    school_id\n    status\n    submitted_to_tpa_at\n    activity\n    activity_type\n    activity_level\n    benefits_due_another_provider\n    injury_date\n    injury_reported_date\n    first_treatment_date\n    injury_description\n    injury_type\n    is_previous_injury\n    is_work_related\n    location_of_injury\n    student_address {\n      address_1\n      address_2\n      city\n      state_prov\n      postal_code\n      country\n    }\n    parent_info {\n      ...ParentInfoFields\n    }\n    official_statement {\n      accident_time\n      body_parts {\n        part\n        side\n      }\n      nature_of_injury\n      mechanism\n      mechanism_other\n      is_school_sponsored\n      is_supervised\n      supervisor_name\n      supervisor_title\n      supervisor_witnessed\n      witnesses {\n        name\n        phone\n      }\n      first_aid\n      first_aid_by\n      sent_to\n      sent_to_other\n      parent_notified_date\n      parent_notified_time\n      parent_notified_how\n      school_transport\n    }\n  }\n": types.ClaimReportFieldsFragmentDoc,
    "\n  query ClaimWizardClaim($id: ID!) {\n    claim(id: $id) {\n      ...ClaimReportFields\n      student_id\n      # the submit payload's name for the link, which the wizard's claim information step holds\n      school_third_party_administrator_id: schools_third_party_administrator_id\n      providers {\n        id\n        is_other_provider\n        provider_name\n        insurance_provider_id\n        insurance_member_id\n        insurance_group_id\n        phone\n      }\n    }\n  }\n": types.ClaimWizardClaimDocument,
    "\n  query ClaimsNearInjury($schoolId: ID!, $studentId: ID!, $injuryDate: String!, $activity: String) {\n    claimsNearInjury(schoolId: $schoolId, studentId: $studentId, injuryDate: $injuryDate, activity: $activity) {\n      id\n      claim_number\n      injury_date\n      activity\n      status\n      same_injury\n    }\n  }\n": types.ClaimsNearInjuryDocument,
    "\n  query ClaimWizardSchool($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      state\n      parent_part_online\n    }\n  }\n": types.ClaimWizardSchoolDocument,
    "\n  query DraftDocuments($ids: [ID!]!) {\n    claimDocuments(ids: $ids) {\n      id\n    }\n  }\n": types.DraftDocumentsDocument,
    "\n  query ClaimEmailLogs($claimId: ID!, $offset: Int, $limit: Int) {\n    claimEmailLogs(claimId: $claimId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        created_at\n        updated_at\n        viewed_at\n        status\n        recipient\n        subject\n        sent_at\n        attempts\n        last_error\n      }\n    }\n  }\n": types.ClaimEmailLogsDocument,
    "\n  query ClaimFilterUsers {\n    users {\n      id\n      first_name\n      last_name\n    }\n  }\n": types.ClaimFilterUsersDocument,
    "\n  query Claims(\n    $schoolId: ID\n    $name: String\n    $studentId: String\n    $submittedBy: ID\n    $status: ClaimStatus\n    $statuses: [ClaimStatus!]\n    $tpaId: ID\n    $submittedFrom: String\n    $submittedTo: String\n    $completeness: ClaimCompleteness\n    $tpaStatus: TpaStatus\n    $dueWithinDays: Int\n    $sort: ClaimSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n    $countAll: Boolean! = false\n  ) {\n    claims(\n      schoolId: $schoolId\n      name: $name\n      studentId: $studentId\n      submittedBy: $submittedBy\n      status: $status\n      statuses: $statuses\n      tpaId: $tpaId\n      submittedFrom: $submittedFrom\n      submittedTo: $submittedTo\n      completeness: $completeness\n      tpaStatus: $tpaStatus\n      dueWithinDays: $dueWithinDays\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      capped\n      exact_total @include(if: $countAll)\n      items {\n        id\n        claim_number\n        status\n        student_first_name\n        student_last_name\n        academic_id\n        submitted_by_id\n        submitted_by_name\n        injury_date\n        submitted_to_tpa_at\n        school_id\n        school_name\n        tpa_name\n        tpa_code\n        missing_items\n        tpa_status\n        tpa_claim_number\n        nearest_due_on\n      }\n    }\n  }\n": types.ClaimsDocument,
    "\n  query ClaimDueDates($id: ID!) {\n    claim(id: $id) {\n      id\n      due_dates {\n        kind\n        due_on\n        state\n      }\n    }\n  }\n": types.ClaimDueDatesDocument,
    "\n  query ClaimRecord($id: ID!) {\n    claim(id: $id) {\n      ...ClaimReportFields\n      school_name\n      tpa_name\n      tpa_code\n      policy_number\n      group_number\n      missing_items\n      tpa_status\n      tpa_claim_number\n      tpa_note\n      incident_id\n      tpa_reported_at\n      tpa_received_at\n      checklist {\n        item\n        required\n        received\n      }\n      created_at\n      updated_at\n      student {\n        id\n        first_name\n        last_name\n        academic_id\n        date_of_birth\n        gender\n        email_address\n        primary_phone\n      }\n      submitted_by {\n        first_name\n        last_name\n        email_address\n      }\n      providers {\n        id\n        name\n        is_other_provider\n        provider_name\n        insurance_member_id\n        insurance_group_id\n        phone\n      }\n      parent_link {\n        email\n        purpose\n        sent_at\n        opened_at\n        expires_at\n        used_at\n        locked\n      }\n      documents {\n        id\n        kind\n        filename\n        size\n        url\n        sent\n      }\n      change_logs {\n        id\n        created_at\n        submitted_to_tpa_at\n        status\n        changes_log {\n          field\n          from\n          to\n        }\n        user_name\n        by_tpa\n        tpa_reporter\n      }\n    }\n  }\n": types.ClaimRecordDocument,
    "\n  mutation SendParentLink($claimId: ID!, $email: String) {\n    sendParentLink(claimId: $claimId, email: $email)\n  }\n": types.SendParentLinkDocument,
    "\n  mutation SendClaimWithoutParent($claimId: ID!, $reason: String!) {\n    sendClaimWithoutParent(claimId: $claimId, reason: $reason)\n  }\n": types.SendClaimWithoutParentDocument,
    "\n  mutation AddDashboardLink($schoolId: ID!, $input: DashboardLinkInput!) {\n    addDashboardLink(schoolId: $schoolId, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": types.AddDashboardLinkDocument,
    "\n  mutation UpdateDashboardElement($id: ID!, $input: DashboardElementUpdateInput!) {\n    updateDashboardElement(id: $id, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": types.UpdateDashboardElementDocument,
    "\n  mutation AddDashboardContact($schoolId: ID!, $input: DashboardContactInput!) {\n    addDashboardContact(schoolId: $schoolId, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": types.AddDashboardContactDocument,
    "\n  mutation UpdateDashboardContact($id: ID!, $input: DashboardContactInput!) {\n    updateDashboardContact(id: $id, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n": types.UpdateDashboardContactDocument,
    "\n  mutation MoveDashboardItem($id: ID!, $newIndex: Int!) {\n    moveDashboardItem(id: $id, newIndex: $newIndex) {\n      id\n    }\n  }\n": types.MoveDashboardItemDocument,
    "\n  mutation DeleteDashboardItem($id: ID!) {\n    deleteDashboardItem(id: $id)\n  }\n": types.DeleteDashboardItemDocument,
    "\n  fragment DashboardItemFields on DashboardItem {\n    id\n    kind\n    component\n    order\n    title\n    url\n    filename\n    file_id\n    file_url\n    from_tpa\n    tpa_name\n    company_name\n    representative_name\n    mail_address\n    phone\n    fax\n    email_address\n  }\n": types.DashboardItemFieldsFragmentDoc,
    "\n  query SchoolDashboard($schoolId: ID!) {\n    schoolDashboard(schoolId: $schoolId) {\n      school_id\n      name\n      logo_url\n      can_edit\n      claims_awaiting_parent\n      claims_at_risk\n      sections {\n        component\n        items {\n          ...DashboardItemFields\n        }\n      }\n    }\n  }\n": types.SchoolDashboardDocument,
    "\n  query SchoolCoaches($schoolId: ID!) {\n    schoolCoaches(schoolId: $schoolId) {\n      id\n      first_name\n      last_name\n      email_address\n      status\n    }\n  }\n": types.SchoolCoachesDocument,
    "\n  mutation InviteCoach($input: CoachInviteInput!) {\n    inviteCoach(input: $input) {\n      id\n      status\n    }\n  }\n": types.InviteCoachDocument,
    "\n  query ReturnToPlaySteps($schoolId: ID!) {\n    returnToPlaySteps(schoolId: $schoolId)\n  }\n": types.ReturnToPlayStepsDocument,
    "\n  mutation SetReturnToPlaySteps($schoolId: ID!, $steps: [String!]) {\n    setReturnToPlaySteps(schoolId: $schoolId, steps: $steps)\n  }\n": types.SetReturnToPlayStepsDocument,
    "\n  query IncidentPlaces($schoolId: ID!) {\n    incidentPlaces(schoolId: $schoolId)\n  }\n": types.IncidentPlacesDocument,
    "\n  mutation SetIncidentPlaces($schoolId: ID!, $places: [String!]) {\n    setIncidentPlaces(schoolId: $schoolId, places: $places)\n  }\n": types.SetIncidentPlacesDocument,
    "\n  query ClaimReport($filter: ReportFilter!) {\n    claimReport(filter: $filter) {\n      from\n      to\n      year\n      total\n      open\n      without_body_part\n      average_submission_days\n      average_delivery_hours\n      months {\n        month\n        claims\n        previous_year_claims\n      }\n      by_sport {\n        activity\n        claims\n      }\n      by_activity {\n        activity_type\n        activity_level\n        claims\n      }\n      by_school {\n        school_id\n        name\n        claims\n      }\n      by_status {\n        status\n        claims\n      }\n      by_tpa_status {\n        tpa_status\n        claims\n      }\n      by_nature {\n        nature\n        claims\n      }\n      by_body_part {\n        body_part\n        claims\n      }\n      open_by_age {\n        bucket\n        claims\n      }\n      submission_delay {\n        bucket\n        claims\n      }\n      delivery_delay {\n        bucket\n        claims\n      }\n    }\n  }\n": types.ClaimReportDocument,
    "\n  query IncidentReport($filter: ReportFilter!) {\n    incidentReport(filter: $filter) {\n      total\n      became_claims\n      year\n      months {\n        month\n        incidents\n        became_claims\n      }\n      by_sport {\n        activity\n        incidents\n        became_claims\n      }\n      by_place {\n        place\n        incidents\n        became_claims\n      }\n      by_body_part {\n        body_part\n        incidents\n        became_claims\n      }\n    }\n  }\n": types.IncidentReportDocument,
    "\n  mutation DeleteSalesRep($id: ID!) {\n    deleteSalesRep(id: $id)\n  }\n": types.DeleteSalesRepDocument,
    "\n  fragment SalesRepFields on SalesRep {\n    id\n    first_name\n    last_name\n    email_address\n    phone\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    see_all_schools\n    is_active\n    updated_at\n  }\n": types.SalesRepFieldsFragmentDoc,
    "\n  query SalesRep($id: ID!) {\n    salesRep(id: $id) {\n      ...SalesRepFields\n    }\n  }\n": types.SalesRepDocument,
    "\n  query SalesReps(\n    $name: String\n    $status: ActiveStatus\n    $sort: SalesRepSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    salesReps(name: $name, status: $status, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        email_address\n        phone\n        state\n        see_all_schools\n        is_active\n      }\n    }\n  }\n": types.SalesRepsDocument,
    "\n  mutation CreateSalesRep($input: SalesRepInput!) {\n    createSalesRep(input: $input) {\n      ...SalesRepFields\n    }\n  }\n": types.CreateSalesRepDocument,
    "\n  mutation UpdateSalesRep($id: ID!, $input: SalesRepInput!) {\n    updateSalesRep(id: $id, input: $input) {\n      ...SalesRepFields\n    }\n  }\n": types.UpdateSalesRepDocument,
    "\n  query AccessLogChain($schoolId: ID!) {\n    accessLogChain(schoolId: $schoolId) {\n      intact\n      events\n      head_seq\n      head_hash\n      broken {\n        seq\n        event_id\n        reason\n      }\n    }\n  }\n": types.AccessLogChainDocument,
    "\n  query DataExports($offset: Int, $limit: Int) {\n    dataExports(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        schools {\n          id\n          name\n        }\n        status\n        steps_done\n        steps_total\n        size\n        requested_by_name\n        downloaded_by_name\n        created_at\n        finished_at\n        downloaded_at\n        download_url\n      }\n    }\n  }\n": types.DataExportsDocument,
    "\n  mutation StartDataExport($schoolIds: [ID!]!) {\n    startDataExport(schoolIds: $schoolIds)\n  }\n": types.StartDataExportDocument,
    "\n  mutation DeleteSchool($id: ID!) {\n    deleteSchool(id: $id)\n  }\n": types.DeleteSchoolDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query SchoolUsers($schoolId: ID!, $search: String, $offset: Int, $limit: Int) {\n    schoolUsers(schoolId: $schoolId, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        email_address\n        is_active\n        created_at\n        last_activity_at\n      }\n    }\n  }\n": types.SchoolUsersDocument,
    "\n  fragment SchoolFields on School {\n    id\n    name\n    is_active\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    contact_name\n    contact_email_address\n    contact_phone\n    sales_rep_id\n    allow_piv\n    allow_students_import\n    show_verification_status\n    parent_part_online\n    parent_link_days\n    insurance_confirm_days\n    retention_years\n    sso_google_domains\n    sso_microsoft_tenants\n    password_sign_in\n    first_note\n    logo_file_id\n    logo_url\n    updated_at\n  }\n": types.SchoolFieldsFragmentDoc,
    "\n  query School($id: ID!) {\n    school(id: $id) {\n      ...SchoolFields\n    }\n  }\n": types.SchoolDocument,
    "\n  query Schools(\n    $name: String\n    $salesRepId: ID\n    $tpaId: ID\n    $status: SchoolStatus\n    $sort: SchoolSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    schools(\n      name: $name\n      salesRepId: $salesRepId\n      tpaId: $tpaId\n      status: $status\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        is_active\n        updated_at\n        sales_rep_name\n        tpa_codes\n        first_note\n        logo_url\n      }\n    }\n  }\n": types.SchoolsDocument,
    "\n  mutation SaveSchoolNote($schoolId: ID!, $note: String!) {\n    saveSchoolNote(schoolId: $schoolId, note: $note) {\n      id\n      note\n      updated_at\n    }\n  }\n": types.SaveSchoolNoteDocument,
    "\n  mutation CreateSchool($input: SchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": types.CreateSchoolDocument,
    "\n  mutation UpdateSchool($id: ID!, $input: SchoolInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolFields\n    }\n  }\n": types.UpdateSchoolDocument,
    "\n  mutation AddSchoolTpa($schoolId: ID!, $tpaId: ID) {\n    addSchoolTpa(schoolId: $schoolId, tpaId: $tpaId) {\n      ...SchoolTpaFields\n    }\n  }\n": types.AddSchoolTpaDocument,
    "\n  mutation UpdateSchoolTpas($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) {\n    updateSchoolTpas(schoolId: $schoolId, links: $links) {\n      ...SchoolTpaFields\n    }\n  }\n": types.UpdateSchoolTpasDocument,
    "\n  mutation DeleteSchoolTpa($schoolId: ID!, $id: ID!) {\n    deleteSchoolTpa(schoolId: $schoolId, id: $id) {\n      ...SchoolTpaFields\n    }\n  }\n": types.DeleteSchoolTpaDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query StudentsSchool($id: ID!) {\n    school(id: $id) {\n      id\n      allow_students_import\n    }\n  }\n": types.StudentsSchoolDocument,
    "\n  mutation ResetStudents($schoolId: ID!, $confirmation: String) {\n    resetStudents(schoolId: $schoolId, confirmation: $confirmation)\n  }\n": types.ResetStudentsDocument,
    "\n  fragment CampaignStandingFields on SeasonCampaignStanding {\n    guardians\n    queued\n    completed\n    pending\n    opted_out\n    bounced\n  }\n": types.CampaignStandingFieldsFragmentDoc,
    "\n  query SeasonCampaigns($schoolId: ID!, $offset: Int, $limit: Int) {\n    seasonCampaigns(schoolId: $schoolId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        activity\n        created_at\n        standing {\n          ...CampaignStandingFields\n        }\n      }\n    }\n  }\n": types.SeasonCampaignsDocument,
    "\n  query SeasonCampaign($id: ID!, $state: GuardianRequestState, $offset: Int, $limit: Int) {\n    seasonCampaign(id: $id) {\n      id\n      activity\n      created_at\n      standing {\n        ...CampaignStandingFields\n      }\n      guardians(state: $state, offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          email\n          first_name\n          last_name\n          state\n          students\n          opened_at\n          reminders_sent\n        }\n      }\n    }\n  }\n": types.SeasonCampaignDocument,
    "\n  mutation CreateSeasonCampaign($schoolId: ID!, $activity: String, $allWithGuardian: Boolean, $studentIds: [ID!]) {\n    createSeasonCampaign(schoolId: $schoolId, activity: $activity, allWithGuardian: $allWithGuardian, studentIds: $studentIds) {\n      id\n      guardians\n      students\n    }\n  }\n": types.CreateSeasonCampaignDocument,
    "\n  mutation ResendSeasonLink($requestId: ID!, $email: String) {\n    resendSeasonLink(requestId: $requestId, email: $email)\n  }\n": types.ResendSeasonLinkDocument,
    "\n  query StudentSeasonAuthorizations($id: ID!) {\n    student(id: $id) {\n      id\n      season_authorizations {\n        id\n        signer_name\n        signer_email\n        signed_at\n        expires_on\n        revoked_at\n        on_file\n        language\n        authorization_version\n        document_sha256\n      }\n    }\n  }\n": types.StudentSeasonAuthorizationsDocument,
    "\n  query StudentDisclosures($studentId: ID!, $offset: Int, $limit: Int) {\n    studentDisclosures(studentId: $studentId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        claim_id\n        claim_number\n        recipient\n        kind\n        items\n        disclosed_at\n        disclosed_by_name\n        basis\n      }\n    }\n  }\n": types.StudentDisclosuresDocument,
    "\n  query VerificationQueue($offset: Int, $limit: Int) {\n    verificationQueue(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        student_id\n        student_first_name\n        student_last_name\n        date_of_birth\n        school_id\n        school_name\n        provider_name\n        insurance_member_id\n        insurance_group_id\n        phone\n        requested_at\n        requested_by\n      }\n    }\n  }\n": types.VerificationQueueDocument,
    "\n  mutation ResolveVerification($id: ID!, $status: VerificationResult!) {\n    resolveVerification(id: $id, status: $status)\n  }\n": types.ResolveVerificationDocument,
    "\n  mutation AddTpaLink($tpaId: ID!, $input: TpaElementInput!) {\n    addTpaLink(tpaId: $tpaId, input: $input) {\n      ...TpaElementFields\n    }\n  }\n": types.AddTpaLinkDocument,
    "\n  mutation DeleteTpaElement($id: ID!) {\n    deleteTpaElement(id: $id)\n  }\n": types.DeleteTpaElementDocument,
    "\n  mutation DeleteTpa($id: ID!) {\n    deleteTpa(id: $id)\n  }\n": types.DeleteTpaDocument,
    "\n  fragment TpaElementFields on TpaElement {\n    id\n    type\n    title\n    component\n    url\n    filename\n    file_id\n    # a signed link, valid for an hour\n    file_url\n  }\n": types.TpaElementFieldsFragmentDoc,
    "\n  fragment TpaFields on Tpa {\n    id\n    name\n    code\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    phone\n    fax\n    claims_email_address\n    electronic_claims_email_address\n    claims_portal_url\n    delivery_method\n    required_documents\n    max_attachment_mb\n    updated_at\n    elements {\n      ...TpaElementFields\n    }\n  }\n": types.TpaFieldsFragmentDoc,
    "\n  query Tpa($id: ID!) {\n    tpa(id: $id) {\n      ...TpaFields\n    }\n  }\n": types.TpaDocument,
    "\n  query Tpas($search: String, $sort: TpaSort, $direction: SortDirection, $offset: Int, $limit: Int) {\n    tpas(search: $search, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n        city\n        state\n        claims_email_address\n        delivery_method\n        updated_at\n      }\n    }\n  }\n": types.TpasDocument,
    "\n  mutation CreateTpa($input: TpaInput!) {\n    createTpa(input: $input) {\n      ...TpaFields\n    }\n  }\n": types.CreateTpaDocument,
    "\n  mutation UpdateTpa($id: ID!, $input: TpaInput!) {\n    updateTpa(id: $id, input: $input) {\n      ...TpaFields\n    }\n  }\n": types.UpdateTpaDocument,
    "\n  mutation UpdateTpaElement($id: ID!, $input: TpaElementInput!) {\n    updateTpaElement(id: $id, input: $input) {\n      ...TpaElementFields\n    }\n  }\n": types.UpdateTpaElementDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment AccessEventFields on AccessEventPage {\n    total\n    items {\n      id\n      at\n      user_id\n      user_name\n      link\n      action\n      resource\n      student_count\n      claim_count\n      claim_numbers\n      incident_count\n      incident_numbers\n      document_count\n      ip\n      user_agent\n    }\n  }\n"): typeof import('./graphql').AccessEventFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query StudentAccessLog($studentId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {\n    studentAccessLog(studentId: $studentId, filter: $filter, offset: $offset, limit: $limit) {\n      ...AccessEventFields\n    }\n  }\n"): typeof import('./graphql').StudentAccessLogDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query StudentAccessPeople($studentId: ID!) {\n    studentAccessPeople(studentId: $studentId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').StudentAccessPeopleDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query UserAccessReport($userId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {\n    userAccessReport(userId: $userId, filter: $filter, offset: $offset, limit: $limit) {\n      ...AccessEventFields\n    }\n  }\n"): typeof import('./graphql').UserAccessReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Activities {\n    activities {\n      id\n      activity\n    }\n  }\n"): typeof import('./graphql').ActivitiesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateActivity($activity: String!) {\n    createActivity(activity: $activity) {\n      id\n      activity\n    }\n  }\n"): typeof import('./graphql').CreateActivityDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateActivity($id: ID!, $activity: String!) {\n    updateActivity(id: $id, activity: $activity) {\n      id\n      activity\n    }\n  }\n"): typeof import('./graphql').UpdateActivityDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n"): typeof import('./graphql').DeleteActivityDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment DeletionCertificateFields on DeletionCertificate {\n    id\n    kind\n    subject\n    reference\n    requested_by_name\n    performed_at\n    counts {\n      key\n      count\n    }\n    pdf_url\n  }\n"): typeof import('./graphql').DeletionCertificateFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query DeletionCertificates($offset: Int, $limit: Int) {\n    deletionCertificates(offset: $offset, limit: $limit) {\n      total\n      items {\n        ...DeletionCertificateFields\n      }\n    }\n  }\n"): typeof import('./graphql').DeletionCertificatesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteStudentForGood($id: ID!, $reference: String) {\n    deleteStudentForGood(id: $id, reference: $reference) {\n      ...DeletionCertificateFields\n    }\n  }\n"): typeof import('./graphql').DeleteStudentForGoodDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteSchoolForGood($id: ID!, $confirmName: String!, $reference: String) {\n    deleteSchoolForGood(id: $id, confirmName: $confirmName, reference: $reference) {\n      ...DeletionCertificateFields\n    }\n  }\n"): typeof import('./graphql').DeleteSchoolForGoodDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment IncidentFields on Incident {\n    id\n    incident_number\n    school_id\n    school_name\n    person_kind\n    student_id\n    student_first_name\n    student_last_name\n    person_name\n    injury_date\n    location_of_injury\n    injury_description\n    injury_type\n    activity\n    activity_type\n    official_statement\n    language\n    serious\n    status\n    reported_by_name\n    reviewed_at\n    closed_at\n    claim_id\n    created_at\n  }\n"): typeof import('./graphql').IncidentFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Incidents($schoolId: ID, $status: IncidentStatus, $offset: Int, $limit: Int) {\n    incidents(schoolId: $schoolId, status: $status, offset: $offset, limit: $limit) {\n      items {\n        ...IncidentFields\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').IncidentsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Incident($id: ID!) {\n    incident(id: $id) {\n      ...IncidentFields\n      return_to_play {\n        status\n        started_at\n        cleared_at\n        next_step_from\n        steps {\n          number\n          name\n          completed_at\n          logged_by_name\n        }\n        clearance {\n          filename\n          uploaded_at\n          uploaded_by_name\n          url\n        }\n      }\n      photos {\n        id\n        filename\n        uploaded_at\n        uploaded_by_name\n        url\n      }\n      history {\n        id\n        action\n        changes\n        at\n        user_name\n      }\n    }\n  }\n"): typeof import('./graphql').IncidentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query IncidentStudents($schoolId: ID!, $name: String!) {\n    incidentStudents(schoolId: $schoolId, name: $name) {\n      id\n      first_name\n      last_name\n    }\n  }\n"): typeof import('./graphql').IncidentStudentsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ReportIncident($input: IncidentReportInput!) {\n    reportIncident(input: $input) {\n      id\n      school_id\n    }\n  }\n"): typeof import('./graphql').ReportIncidentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ReviewIncident($id: ID!) {\n    reviewIncident(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReviewIncidentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation StartReturnToPlay($id: ID!) {\n    startReturnToPlay(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').StartReturnToPlayDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation LogReturnToPlayStep($id: ID!) {\n    logReturnToPlayStep(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').LogReturnToPlayStepDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ClearReturnToPlay($id: ID!) {\n    clearReturnToPlay(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ClearReturnToPlayDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation NotifyIncidentParent($id: ID!) {\n    notifyIncidentParent(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').NotifyIncidentParentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CloseIncident($id: ID!) {\n    closeIncident(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').CloseIncidentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment InsuranceProviderFields on InsuranceProvider {\n    id\n    name\n    address\n    city\n    state\n    postal_code\n    policy_or_certificate_number\n    is_active\n  }\n"): typeof import('./graphql').InsuranceProviderFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query InsuranceProviders($includeInactive: Boolean) {\n    insuranceProviders(includeInactive: $includeInactive) {\n      ...InsuranceProviderFields\n    }\n  }\n"): typeof import('./graphql').InsuranceProvidersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateInsuranceProvider($input: InsuranceProviderInput!) {\n    createInsuranceProvider(input: $input) {\n      ...InsuranceProviderFields\n    }\n  }\n"): typeof import('./graphql').CreateInsuranceProviderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateInsuranceProvider($id: ID!, $input: InsuranceProviderInput!) {\n    updateInsuranceProvider(id: $id, input: $input) {\n      ...InsuranceProviderFields\n    }\n  }\n"): typeof import('./graphql').UpdateInsuranceProviderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SalesRepsForDropdown {\n    salesRepsForDropdown {\n      id\n      first_name\n      last_name\n    }\n  }\n"): typeof import('./graphql').SalesRepsForDropdownDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment SchoolTpaFields on SchoolTpa {\n    id\n    third_party_administrator_id\n    tpa_code\n    tpa_name\n    policy_number\n    tpa_identifier\n    effective_date\n    activities\n    is_active\n    is_default\n    notice_days\n    treatment_days\n    filing_days\n    absolute_days\n  }\n"): typeof import('./graphql').SchoolTpaFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SchoolTpas($schoolId: ID!, $activeOnly: Boolean) {\n    schoolTpas(schoolId: $schoolId, activeOnly: $activeOnly) {\n      ...SchoolTpaFields\n    }\n  }\n"): typeof import('./graphql').SchoolTpasDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ActiveSchools {\n    activeSchools {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ActiveSchoolsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SchoolOptions {\n    schoolOptions {\n      id\n      name\n      is_active\n    }\n  }\n"): typeof import('./graphql').SchoolOptionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment ParentInfoFields on ParentInfo {\n    first_name\n    last_name\n    address_1\n    address_2\n    city\n    state_prov\n    postal_code\n    country\n    employer_name\n    employer_phone\n    email\n    phone\n    language\n  }\n"): typeof import('./graphql').ParentInfoFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment StudentPageFields on Student {\n    id\n    school_id\n    first_name\n    last_name\n    academic_id\n    gender\n    date_of_birth\n    email_address\n    primary_phone\n    address_1\n    address_2\n    city\n    state_prov\n    country\n    postal_code\n    parents_info {\n      ...ParentInfoFields\n    }\n    show_verification_status\n    can_verify\n    updated_at\n    providers {\n      id\n      insurance_provider_id\n      is_other_provider\n      name\n      provider_name\n      insurance_member_id\n      insurance_group_id\n      phone\n      primary\n      status\n      updated_at\n    }\n  }\n"): typeof import('./graphql').StudentPageFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentPageFields\n    }\n  }\n"): typeof import('./graphql').StudentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Students(\n    $schoolId: ID!\n    $name: String\n    $academicId: String\n    $sort: StudentSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    students(\n      schoolId: $schoolId\n      name: $name\n      academicId: $academicId\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        academic_id\n        date_of_birth\n        city\n        state_prov\n      }\n    }\n  }\n"): typeof import('./graphql').StudentsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateStudent($schoolId: ID!, $input: StudentPageInput!) {\n    createStudent(schoolId: $schoolId, input: $input) {\n      ...StudentPageFields\n    }\n  }\n"): typeof import('./graphql').CreateStudentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateStudent($id: ID!, $input: StudentPageInput!) {\n    updateStudent(id: $id, input: $input) {\n      ...StudentPageFields\n    }\n  }\n"): typeof import('./graphql').UpdateStudentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query TpasForDropdown {\n    tpasForDropdown {\n      id\n      code\n      name\n    }\n  }\n"): typeof import('./graphql').TpasForDropdownDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment ClaimReportFields on Claim {\n    id\n    claim_number\n    school_id\n    status\n    submitted_to_tpa_at\n    activity\n    activity_type\n    activity_level\n    benefits_due_another_provider\n    injury_date\n    injury_reported_date\n    first_treatment_date\n    injury_description\n    injury_type\n    is_previous_injury\n    is_work_related\n    location_of_injury\n    student_address {\n      address_1\n      address_2\n      city\n      state_prov\n      postal_code\n      country\n    }\n    parent_info {\n      ...ParentInfoFields\n    }\n    official_statement {\n      accident_time\n      body_parts {\n        part\n        side\n      }\n      nature_of_injury\n      mechanism\n      mechanism_other\n      is_school_sponsored\n      is_supervised\n      supervisor_name\n      supervisor_title\n      supervisor_witnessed\n      witnesses {\n        name\n        phone\n      }\n      first_aid\n      first_aid_by\n      sent_to\n      sent_to_other\n      parent_notified_date\n      parent_notified_time\n      parent_notified_how\n      school_transport\n    }\n  }\n"): typeof import('./graphql').ClaimReportFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimWizardClaim($id: ID!) {\n    claim(id: $id) {\n      ...ClaimReportFields\n      student_id\n      # the submit payload's name for the link, which the wizard's claim information step holds\n      school_third_party_administrator_id: schools_third_party_administrator_id\n      providers {\n        id\n        is_other_provider\n        provider_name\n        insurance_provider_id\n        insurance_member_id\n        insurance_group_id\n        phone\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimWizardClaimDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimsNearInjury($schoolId: ID!, $studentId: ID!, $injuryDate: String!, $activity: String) {\n    claimsNearInjury(schoolId: $schoolId, studentId: $studentId, injuryDate: $injuryDate, activity: $activity) {\n      id\n      claim_number\n      injury_date\n      activity\n      status\n      same_injury\n    }\n  }\n"): typeof import('./graphql').ClaimsNearInjuryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimWizardSchool($id: ID!) {\n    school(id: $id) {\n      id\n      name\n      state\n      parent_part_online\n    }\n  }\n"): typeof import('./graphql').ClaimWizardSchoolDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query DraftDocuments($ids: [ID!]!) {\n    claimDocuments(ids: $ids) {\n      id\n    }\n  }\n"): typeof import('./graphql').DraftDocumentsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimEmailLogs($claimId: ID!, $offset: Int, $limit: Int) {\n    claimEmailLogs(claimId: $claimId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        created_at\n        updated_at\n        viewed_at\n        status\n        recipient\n        subject\n        sent_at\n        attempts\n        last_error\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimEmailLogsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimFilterUsers {\n    users {\n      id\n      first_name\n      last_name\n    }\n  }\n"): typeof import('./graphql').ClaimFilterUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Claims(\n    $schoolId: ID\n    $name: String\n    $studentId: String\n    $submittedBy: ID\n    $status: ClaimStatus\n    $statuses: [ClaimStatus!]\n    $tpaId: ID\n    $submittedFrom: String\n    $submittedTo: String\n    $completeness: ClaimCompleteness\n    $tpaStatus: TpaStatus\n    $dueWithinDays: Int\n    $sort: ClaimSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n    $countAll: Boolean! = false\n  ) {\n    claims(\n      schoolId: $schoolId\n      name: $name\n      studentId: $studentId\n      submittedBy: $submittedBy\n      status: $status\n      statuses: $statuses\n      tpaId: $tpaId\n      submittedFrom: $submittedFrom\n      submittedTo: $submittedTo\n      completeness: $completeness\n      tpaStatus: $tpaStatus\n      dueWithinDays: $dueWithinDays\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      capped\n      exact_total @include(if: $countAll)\n      items {\n        id\n        claim_number\n        status\n        student_first_name\n        student_last_name\n        academic_id\n        submitted_by_id\n        submitted_by_name\n        injury_date\n        submitted_to_tpa_at\n        school_id\n        school_name\n        tpa_name\n        tpa_code\n        missing_items\n        tpa_status\n        tpa_claim_number\n        nearest_due_on\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimDueDates($id: ID!) {\n    claim(id: $id) {\n      id\n      due_dates {\n        kind\n        due_on\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimDueDatesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimRecord($id: ID!) {\n    claim(id: $id) {\n      ...ClaimReportFields\n      school_name\n      tpa_name\n      tpa_code\n      policy_number\n      group_number\n      missing_items\n      tpa_status\n      tpa_claim_number\n      tpa_note\n      incident_id\n      tpa_reported_at\n      tpa_received_at\n      checklist {\n        item\n        required\n        received\n      }\n      created_at\n      updated_at\n      student {\n        id\n        first_name\n        last_name\n        academic_id\n        date_of_birth\n        gender\n        email_address\n        primary_phone\n      }\n      submitted_by {\n        first_name\n        last_name\n        email_address\n      }\n      providers {\n        id\n        name\n        is_other_provider\n        provider_name\n        insurance_member_id\n        insurance_group_id\n        phone\n      }\n      parent_link {\n        email\n        purpose\n        sent_at\n        opened_at\n        expires_at\n        used_at\n        locked\n      }\n      documents {\n        id\n        kind\n        filename\n        size\n        url\n        sent\n      }\n      change_logs {\n        id\n        created_at\n        submitted_to_tpa_at\n        status\n        changes_log {\n          field\n          from\n          to\n        }\n        user_name\n        by_tpa\n        tpa_reporter\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimRecordDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation SendParentLink($claimId: ID!, $email: String) {\n    sendParentLink(claimId: $claimId, email: $email)\n  }\n"): typeof import('./graphql').SendParentLinkDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation SendClaimWithoutParent($claimId: ID!, $reason: String!) {\n    sendClaimWithoutParent(claimId: $claimId, reason: $reason)\n  }\n"): typeof import('./graphql').SendClaimWithoutParentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation AddDashboardLink($schoolId: ID!, $input: DashboardLinkInput!) {\n    addDashboardLink(schoolId: $schoolId, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n"): typeof import('./graphql').AddDashboardLinkDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateDashboardElement($id: ID!, $input: DashboardElementUpdateInput!) {\n    updateDashboardElement(id: $id, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n"): typeof import('./graphql').UpdateDashboardElementDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation AddDashboardContact($schoolId: ID!, $input: DashboardContactInput!) {\n    addDashboardContact(schoolId: $schoolId, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n"): typeof import('./graphql').AddDashboardContactDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateDashboardContact($id: ID!, $input: DashboardContactInput!) {\n    updateDashboardContact(id: $id, input: $input) {\n      ...DashboardItemFields\n    }\n  }\n"): typeof import('./graphql').UpdateDashboardContactDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MoveDashboardItem($id: ID!, $newIndex: Int!) {\n    moveDashboardItem(id: $id, newIndex: $newIndex) {\n      id\n    }\n  }\n"): typeof import('./graphql').MoveDashboardItemDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteDashboardItem($id: ID!) {\n    deleteDashboardItem(id: $id)\n  }\n"): typeof import('./graphql').DeleteDashboardItemDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment DashboardItemFields on DashboardItem {\n    id\n    kind\n    component\n    order\n    title\n    url\n    filename\n    file_id\n    file_url\n    from_tpa\n    tpa_name\n    company_name\n    representative_name\n    mail_address\n    phone\n    fax\n    email_address\n  }\n"): typeof import('./graphql').DashboardItemFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SchoolDashboard($schoolId: ID!) {\n    schoolDashboard(schoolId: $schoolId) {\n      school_id\n      name\n      logo_url\n      can_edit\n      claims_awaiting_parent\n      claims_at_risk\n      sections {\n        component\n        items {\n          ...DashboardItemFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolDashboardDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SchoolCoaches($schoolId: ID!) {\n    schoolCoaches(schoolId: $schoolId) {\n      id\n      first_name\n      last_name\n      email_address\n      status\n    }\n  }\n"): typeof import('./graphql').SchoolCoachesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation InviteCoach($input: CoachInviteInput!) {\n    inviteCoach(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').InviteCoachDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ReturnToPlaySteps($schoolId: ID!) {\n    returnToPlaySteps(schoolId: $schoolId)\n  }\n"): typeof import('./graphql').ReturnToPlayStepsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation SetReturnToPlaySteps($schoolId: ID!, $steps: [String!]) {\n    setReturnToPlaySteps(schoolId: $schoolId, steps: $steps)\n  }\n"): typeof import('./graphql').SetReturnToPlayStepsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query IncidentPlaces($schoolId: ID!) {\n    incidentPlaces(schoolId: $schoolId)\n  }\n"): typeof import('./graphql').IncidentPlacesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation SetIncidentPlaces($schoolId: ID!, $places: [String!]) {\n    setIncidentPlaces(schoolId: $schoolId, places: $places)\n  }\n"): typeof import('./graphql').SetIncidentPlacesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ClaimReport($filter: ReportFilter!) {\n    claimReport(filter: $filter) {\n      from\n      to\n      year\n      total\n      open\n      without_body_part\n      average_submission_days\n      average_delivery_hours\n      months {\n        month\n        claims\n        previous_year_claims\n      }\n      by_sport {\n        activity\n        claims\n      }\n      by_activity {\n        activity_type\n        activity_level\n        claims\n      }\n      by_school {\n        school_id\n        name\n        claims\n      }\n      by_status {\n        status\n        claims\n      }\n      by_tpa_status {\n        tpa_status\n        claims\n      }\n      by_nature {\n        nature\n        claims\n      }\n      by_body_part {\n        body_part\n        claims\n      }\n      open_by_age {\n        bucket\n        claims\n      }\n      submission_delay {\n        bucket\n        claims\n      }\n      delivery_delay {\n        bucket\n        claims\n      }\n    }\n  }\n"): typeof import('./graphql').ClaimReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query IncidentReport($filter: ReportFilter!) {\n    incidentReport(filter: $filter) {\n      total\n      became_claims\n      year\n      months {\n        month\n        incidents\n        became_claims\n      }\n      by_sport {\n        activity\n        incidents\n        became_claims\n      }\n      by_place {\n        place\n        incidents\n        became_claims\n      }\n      by_body_part {\n        body_part\n        incidents\n        became_claims\n      }\n    }\n  }\n"): typeof import('./graphql').IncidentReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteSalesRep($id: ID!) {\n    deleteSalesRep(id: $id)\n  }\n"): typeof import('./graphql').DeleteSalesRepDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment SalesRepFields on SalesRep {\n    id\n    first_name\n    last_name\n    email_address\n    phone\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    see_all_schools\n    is_active\n    updated_at\n  }\n"): typeof import('./graphql').SalesRepFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SalesRep($id: ID!) {\n    salesRep(id: $id) {\n      ...SalesRepFields\n    }\n  }\n"): typeof import('./graphql').SalesRepDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SalesReps(\n    $name: String\n    $status: ActiveStatus\n    $sort: SalesRepSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    salesReps(name: $name, status: $status, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        email_address\n        phone\n        state\n        see_all_schools\n        is_active\n      }\n    }\n  }\n"): typeof import('./graphql').SalesRepsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateSalesRep($input: SalesRepInput!) {\n    createSalesRep(input: $input) {\n      ...SalesRepFields\n    }\n  }\n"): typeof import('./graphql').CreateSalesRepDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateSalesRep($id: ID!, $input: SalesRepInput!) {\n    updateSalesRep(id: $id, input: $input) {\n      ...SalesRepFields\n    }\n  }\n"): typeof import('./graphql').UpdateSalesRepDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query AccessLogChain($schoolId: ID!) {\n    accessLogChain(schoolId: $schoolId) {\n      intact\n      events\n      head_seq\n      head_hash\n      broken {\n        seq\n        event_id\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').AccessLogChainDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query DataExports($offset: Int, $limit: Int) {\n    dataExports(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        schools {\n          id\n          name\n        }\n        status\n        steps_done\n        steps_total\n        size\n        requested_by_name\n        downloaded_by_name\n        created_at\n        finished_at\n        downloaded_at\n        download_url\n      }\n    }\n  }\n"): typeof import('./graphql').DataExportsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation StartDataExport($schoolIds: [ID!]!) {\n    startDataExport(schoolIds: $schoolIds)\n  }\n"): typeof import('./graphql').StartDataExportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteSchool($id: ID!) {\n    deleteSchool(id: $id)\n  }\n"): typeof import('./graphql').DeleteSchoolDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): typeof import('./graphql').DeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SchoolUsers($schoolId: ID!, $search: String, $offset: Int, $limit: Int) {\n    schoolUsers(schoolId: $schoolId, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        first_name\n        last_name\n        email_address\n        is_active\n        created_at\n        last_activity_at\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment SchoolFields on School {\n    id\n    name\n    is_active\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    contact_name\n    contact_email_address\n    contact_phone\n    sales_rep_id\n    allow_piv\n    allow_students_import\n    show_verification_status\n    parent_part_online\n    parent_link_days\n    insurance_confirm_days\n    retention_years\n    sso_google_domains\n    sso_microsoft_tenants\n    password_sign_in\n    first_note\n    logo_file_id\n    logo_url\n    updated_at\n  }\n"): typeof import('./graphql').SchoolFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query School($id: ID!) {\n    school(id: $id) {\n      ...SchoolFields\n    }\n  }\n"): typeof import('./graphql').SchoolDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Schools(\n    $name: String\n    $salesRepId: ID\n    $tpaId: ID\n    $status: SchoolStatus\n    $sort: SchoolSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    schools(\n      name: $name\n      salesRepId: $salesRepId\n      tpaId: $tpaId\n      status: $status\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        id\n        name\n        is_active\n        updated_at\n        sales_rep_name\n        tpa_codes\n        first_note\n        logo_url\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation SaveSchoolNote($schoolId: ID!, $note: String!) {\n    saveSchoolNote(schoolId: $schoolId, note: $note) {\n      id\n      note\n      updated_at\n    }\n  }\n"): typeof import('./graphql').SaveSchoolNoteDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateSchool($input: SchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"): typeof import('./graphql').CreateSchoolDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateSchool($id: ID!, $input: SchoolInput!) {\n    updateSchool(id: $id, input: $input) {\n      ...SchoolFields\n    }\n  }\n"): typeof import('./graphql').UpdateSchoolDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation AddSchoolTpa($schoolId: ID!, $tpaId: ID) {\n    addSchoolTpa(schoolId: $schoolId, tpaId: $tpaId) {\n      ...SchoolTpaFields\n    }\n  }\n"): typeof import('./graphql').AddSchoolTpaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateSchoolTpas($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) {\n    updateSchoolTpas(schoolId: $schoolId, links: $links) {\n      ...SchoolTpaFields\n    }\n  }\n"): typeof import('./graphql').UpdateSchoolTpasDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteSchoolTpa($schoolId: ID!, $id: ID!) {\n    deleteSchoolTpa(schoolId: $schoolId, id: $id) {\n      ...SchoolTpaFields\n    }\n  }\n"): typeof import('./graphql').DeleteSchoolTpaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query StudentsSchool($id: ID!) {\n    school(id: $id) {\n      id\n      allow_students_import\n    }\n  }\n"): typeof import('./graphql').StudentsSchoolDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ResetStudents($schoolId: ID!, $confirmation: String) {\n    resetStudents(schoolId: $schoolId, confirmation: $confirmation)\n  }\n"): typeof import('./graphql').ResetStudentsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment CampaignStandingFields on SeasonCampaignStanding {\n    guardians\n    queued\n    completed\n    pending\n    opted_out\n    bounced\n  }\n"): typeof import('./graphql').CampaignStandingFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SeasonCampaigns($schoolId: ID!, $offset: Int, $limit: Int) {\n    seasonCampaigns(schoolId: $schoolId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        activity\n        created_at\n        standing {\n          ...CampaignStandingFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SeasonCampaignsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SeasonCampaign($id: ID!, $state: GuardianRequestState, $offset: Int, $limit: Int) {\n    seasonCampaign(id: $id) {\n      id\n      activity\n      created_at\n      standing {\n        ...CampaignStandingFields\n      }\n      guardians(state: $state, offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          email\n          first_name\n          last_name\n          state\n          students\n          opened_at\n          reminders_sent\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SeasonCampaignDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateSeasonCampaign($schoolId: ID!, $activity: String, $allWithGuardian: Boolean, $studentIds: [ID!]) {\n    createSeasonCampaign(schoolId: $schoolId, activity: $activity, allWithGuardian: $allWithGuardian, studentIds: $studentIds) {\n      id\n      guardians\n      students\n    }\n  }\n"): typeof import('./graphql').CreateSeasonCampaignDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ResendSeasonLink($requestId: ID!, $email: String) {\n    resendSeasonLink(requestId: $requestId, email: $email)\n  }\n"): typeof import('./graphql').ResendSeasonLinkDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query StudentSeasonAuthorizations($id: ID!) {\n    student(id: $id) {\n      id\n      season_authorizations {\n        id\n        signer_name\n        signer_email\n        signed_at\n        expires_on\n        revoked_at\n        on_file\n        language\n        authorization_version\n        document_sha256\n      }\n    }\n  }\n"): typeof import('./graphql').StudentSeasonAuthorizationsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query StudentDisclosures($studentId: ID!, $offset: Int, $limit: Int) {\n    studentDisclosures(studentId: $studentId, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        claim_id\n        claim_number\n        recipient\n        kind\n        items\n        disclosed_at\n        disclosed_by_name\n        basis\n      }\n    }\n  }\n"): typeof import('./graphql').StudentDisclosuresDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query VerificationQueue($offset: Int, $limit: Int) {\n    verificationQueue(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        student_id\n        student_first_name\n        student_last_name\n        date_of_birth\n        school_id\n        school_name\n        provider_name\n        insurance_member_id\n        insurance_group_id\n        phone\n        requested_at\n        requested_by\n      }\n    }\n  }\n"): typeof import('./graphql').VerificationQueueDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ResolveVerification($id: ID!, $status: VerificationResult!) {\n    resolveVerification(id: $id, status: $status)\n  }\n"): typeof import('./graphql').ResolveVerificationDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation AddTpaLink($tpaId: ID!, $input: TpaElementInput!) {\n    addTpaLink(tpaId: $tpaId, input: $input) {\n      ...TpaElementFields\n    }\n  }\n"): typeof import('./graphql').AddTpaLinkDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteTpaElement($id: ID!) {\n    deleteTpaElement(id: $id)\n  }\n"): typeof import('./graphql').DeleteTpaElementDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation DeleteTpa($id: ID!) {\n    deleteTpa(id: $id)\n  }\n"): typeof import('./graphql').DeleteTpaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment TpaElementFields on TpaElement {\n    id\n    type\n    title\n    component\n    url\n    filename\n    file_id\n    # a signed link, valid for an hour\n    file_url\n  }\n"): typeof import('./graphql').TpaElementFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment TpaFields on Tpa {\n    id\n    name\n    code\n    address_1\n    address_2\n    city\n    state\n    postal_code\n    phone\n    fax\n    claims_email_address\n    electronic_claims_email_address\n    claims_portal_url\n    delivery_method\n    required_documents\n    max_attachment_mb\n    updated_at\n    elements {\n      ...TpaElementFields\n    }\n  }\n"): typeof import('./graphql').TpaFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Tpa($id: ID!) {\n    tpa(id: $id) {\n      ...TpaFields\n    }\n  }\n"): typeof import('./graphql').TpaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Tpas($search: String, $sort: TpaSort, $direction: SortDirection, $offset: Int, $limit: Int) {\n    tpas(search: $search, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n        city\n        state\n        claims_email_address\n        delivery_method\n        updated_at\n      }\n    }\n  }\n"): typeof import('./graphql').TpasDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CreateTpa($input: TpaInput!) {\n    createTpa(input: $input) {\n      ...TpaFields\n    }\n  }\n"): typeof import('./graphql').CreateTpaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateTpa($id: ID!, $input: TpaInput!) {\n    updateTpa(id: $id, input: $input) {\n      ...TpaFields\n    }\n  }\n"): typeof import('./graphql').UpdateTpaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation UpdateTpaElement($id: ID!, $input: TpaElementInput!) {\n    updateTpaElement(id: $id, input: $input) {\n      ...TpaElementFields\n    }\n  }\n"): typeof import('./graphql').UpdateTpaElementDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
