/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "query BillSocios { socios { ...SocioFields } }": typeof types.BillSociosDocument,
    "query BillProducts { products { id key species } }": typeof types.BillProductsDocument,
    "\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id memberId name lastName date grams\n      lines { product species grams }\n    }\n  }\n": typeof types.BillsDocument,
    "\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) { ok code error msg billId gramsLeft gramsPurchased }\n  }\n": typeof types.AddBillDocument,
    "\n  query DestructionTargets { stock { id species grams } batches { id species motherName stage } }\n": typeof types.DestructionTargetsDocument,
    "\n  query Destructions { destructions { id kind batchId species grams reason method witness date recordedBy } }\n": typeof types.DestructionsDocument,
    "\n  mutation DestroyStock($input: DestroyStockInput!) {\n    destroyStock(input: $input) { ok code error field destructionId grams }\n  }\n": typeof types.DestroyStockDocument,
    "\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok code error msg\n      expense { id }\n    }\n  }\n": typeof types.AddExpenseDocument,
    "\n  mutation OpenHostedSession {\n    openHostedSession { accessToken refreshToken }\n  }\n": typeof types.OpenHostedSessionDocument,
    "\n  query MonthCloses {\n    monthCloses {\n      currentMonth nextToClose technicalLead\n      months {\n        month closed closable hash events pendingOrders signedBy closedAt\n        lines { productId species opening received adjusted dispensed destroyed pending closing ledger difference reason }\n      }\n    }\n  }\n": typeof types.MonthClosesDocument,
    "\n  mutation CloseMonth($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error hash } }\n": typeof types.CloseMonthDocument,
    "\n  query MonthReportCsv($month: String!) { monthReportCsv(month: $month) }\n": typeof types.MonthReportCsvDocument,
    "\n  query MonthReportPdf($month: String!) { monthReportPdf(month: $month) }\n": typeof types.MonthReportPdfDocument,
    "query ExpenseMonths { expenseMonths }": typeof types.ExpenseMonthsDocument,
    "\n  query Expenses($month: String) {\n    expenses(month: $month) { id name date amount comment receipts }\n  }\n": typeof types.ExpensesDocument,
    "\n  query ExpenseTotals {\n    expenseTotals(last: 12) { month total }\n  }\n": typeof types.ExpenseTotalsDocument,
    "\n  query ReceiptChecks($expenseId: ID!) {\n    receiptChecks(expenseId: $expenseId) { path status }\n  }\n": typeof types.ReceiptChecksDocument,
    "\n  mutation AttachReceipt($expenseId: ID!, $path: String!) {\n    attachReceipt(expenseId: $expenseId, path: $path) {\n      ok code error\n      expense { id receipts }\n    }\n  }\n": typeof types.AttachReceiptDocument,
    "\n  query HarvestForm {\n    stock { id species }\n    batches { id productId species motherName plants stage startedOn harvestId }\n    harvests {\n      id productId species numberOfPlants waste stock lampWatts\n      sketchedDate firstTransplantation secondTransplantation thirdTransplantation bloomDate harvestDate\n      observations finished batchId\n    }\n  }\n": typeof types.HarvestFormDocument,
    "\n  query HarvestFormBatch($id: Int!) {\n    batch(id: $id) { id history { type stage on } }\n  }\n": typeof types.HarvestFormBatchDocument,
    "\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) { ok error field }\n  }\n": typeof types.CreateHarvestDocument,
    "\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) { ok error field }\n  }\n": typeof types.UpdateHarvestDocument,
    "query HarvestDates { harvestDates }": typeof types.HarvestDatesDocument,
    "\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id species numberOfPlants stock waste totalStock productionAverage plantPerformance lampWatts\n      yieldHistory { harvestId harvestDate productionAverage }\n    }\n  }\n": typeof types.HarvestsOnDocument,
    "\n  query BatchAnalyses($batchId: Int!) {\n    batchAnalyses(batchId: $batchId) {\n      id laboratory analysedOn sampleId thc cbd certificatePages\n      otherCannabinoids { name percent }\n      terpenes { name percent }\n    }\n  }\n": typeof types.BatchAnalysesDocument,
    "query Trimmers { socios(trimmer: true) { ...SocioFields } }": typeof types.TrimmersDocument,
    "\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok error code\n      work { id }\n    }\n  }\n": typeof types.AddWorkDocument,
    "\n  fragment BatchCardFields on Batch {\n    id motherId motherName productId species plantsStarted plants stage startedOn lastOn harvestId\n  }\n": typeof types.BatchCardFieldsFragmentDoc,
    "\n  query Plants {\n    floweringPlants { flowering max }\n    batches { ...BatchCardFields }\n    motherPlants { id name species origin registeredOn batchCount }\n    stock { id species }\n  }\n": typeof types.PlantsDocument,
    "\n  mutation RegisterMotherPlant($input: MotherPlantInput!) {\n    registerMotherPlant(input: $input) { ok error code field motherPlant { id } }\n  }\n": typeof types.RegisterMotherPlantDocument,
    "\n  mutation StartBatch($input: BatchInput!) {\n    startBatch(input: $input) { ok error code field batch { id } }\n  }\n": typeof types.StartBatchDocument,
    "\n  query BatchScreen($id: Int!) {\n    floweringPlants { flowering max }\n    batch(id: $id) {\n      ...BatchCardFields\n      notes\n      history { type on stage plants reason recordedAt recordedBy }\n      treatments { id product activeIngredient dose method appliedOn appliedBy }\n    }\n  }\n": typeof types.BatchScreenDocument,
    "\n  mutation ChangeBatchStage($batchId: Int!, $stage: String, $on: String, $reason: String) {\n    changeBatchStage(batchId: $batchId, stage: $stage, on: $on, reason: $reason) { ok error code field }\n  }\n": typeof types.ChangeBatchStageDocument,
    "\n  mutation RecordPlantsLost($batchId: Int!, $plants: Int, $reason: String, $on: String) {\n    recordPlantsLost(batchId: $batchId, plants: $plants, reason: $reason, on: $on) { ok error code field }\n  }\n": typeof types.RecordPlantsLostDocument,
    "query TaskChecklists { taskChecklists { key label tasks } }": typeof types.TaskChecklistsDocument,
    "\n  query TaskReports {\n    taskReports(limit: 20) {\n      id socioName date sentAt\n      workdone { floracion preparto crecimiento antes_de_salir }\n    }\n  }\n": typeof types.TaskReportsDocument,
    "\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) { ok error }\n  }\n": typeof types.SendTaskReportDocument,
    "\n  query TraceBatches {\n    batches { id species motherName stage harvestId }\n  }\n": typeof types.TraceBatchesDocument,
    "\n  query BatchTrace($batchId: Int!) {\n    batchTrace(batchId: $batchId) {\n      batchId harvestId harvestDate gramsReceived gramsDispensed\n      recipients { sourceStream memberId memberName date species grams }\n    }\n  }\n": typeof types.BatchTraceDocument,
    "\n  query DispensationTraces($month: String!) {\n    dispensationTraces(month: $month) {\n      sourceStream memberId memberName date productId species grams\n      sources { grams harvestId harvestDate batchId motherId motherName }\n    }\n  }\n": typeof types.DispensationTracesDocument,
    "\n  query Treatments($batchId: Int) {\n    treatments(batchId: $batchId) { id product activeIngredient dose method appliedOn appliedBy batchIds }\n    batches { id species motherName stage }\n  }\n": typeof types.TreatmentsDocument,
    "\n  mutation ApplyTreatment($input: TreatmentInput!) {\n    applyTreatment(input: $input) { ok error code field treatment { id } }\n  }\n": typeof types.ApplyTreatmentDocument,
    "query WorkDates { workDates }": typeof types.WorkDatesDocument,
    "\n  query WorkDay($date: String!) {\n    workDone(date: $date) { id type noSocio socioName date startHour endHour hours }\n  }\n": typeof types.WorkDayDocument,
    "\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) { noSocio socioName thick thin total }\n  }\n": typeof types.WorkMonthTotalsDocument,
    "\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) { ok error id }\n  }\n": typeof types.DeleteWorkDocument,
    "\n  query InspectionLinks {\n    inspectionLinks { id name prefix createdAt expiresAt revokedAt lastUsedAt views }\n  }\n": typeof types.InspectionLinksDocument,
    "\n  mutation CreateInspectionLink($name: String!, $amount: Int!, $unit: String!) {\n    createInspectionLink(name: $name, amount: $amount, unit: $unit) { ok error field secret link { id } }\n  }\n": typeof types.CreateInspectionLinkDocument,
    "\n  mutation RevokeInspectionLink($id: ID!) {\n    revokeInspectionLink(id: $id) { ok error link { id revokedAt } }\n  }\n": typeof types.RevokeInspectionLinkDocument,
    "\n  query ReportingKeys {\n    reportingKeys { id name prefix createdAt expiresAt revokedAt lastUsedAt uses }\n  }\n": typeof types.ReportingKeysDocument,
    "\n  mutation CreateReportingKey($name: String!, $days: Int!) {\n    createReportingKey(name: $name, days: $days) { ok error field secret key { id } }\n  }\n": typeof types.CreateReportingKeyDocument,
    "\n  mutation RevokeReportingKey($id: ID!) {\n    revokeReportingKey(id: $id) { ok error key { id revokedAt } }\n  }\n": typeof types.RevokeReportingKeyDocument,
    "\n  mutation IdentifyAtCounter($scan: String, $cedula: String) {\n    identifyAtCounter(scan: $scan, cedula: $cedula) {\n      ok\n      code\n      error\n      identificationId\n    }\n  }\n": typeof types.IdentifyAtCounterDocument,
    "\n  query CounterVisit($identificationId: ID!) {\n    counterVisit(identificationId: $identificationId) {\n      identificationId\n      method\n      identifiedAt\n      memberId\n      name\n      lastName\n      age\n      photo\n      leftMonth\n      leftYear\n      orders {\n        id\n        hour\n        grams\n        total\n        status\n        lines {\n          key\n          species\n          grams\n        }\n      }\n    }\n  }\n": typeof types.CounterVisitDocument,
    "\n  mutation HandOverAtCounter($identificationId: ID!, $orderId: ID!, $documentVerified: Boolean!) {\n    handOverAtCounter(identificationId: $identificationId, orderId: $orderId, documentVerified: $documentVerified) {\n      ok\n      code\n      error\n      orderId\n    }\n  }\n": typeof types.HandOverAtCounterDocument,
    "\n  fragment OrderHistoryFields on LogEvent { position type actor actorName occurredAt }\n": typeof types.OrderHistoryFieldsFragmentDoc,
    "\n  fragment AdminOrderFields on AdminOrder {\n    id date hour socio memberId observations total grams status prepared\n    products { productId key species grams }\n    history { ...OrderHistoryFields }\n  }\n": typeof types.AdminOrderFieldsFragmentDoc,
    "\n  fragment HandoverResultFields on HandoverResult {\n    ok code error\n    order {\n      id status prepared\n      history { ...OrderHistoryFields }\n    }\n  }\n": typeof types.HandoverResultFieldsFragmentDoc,
    "query OrderDays { orderDays }": typeof types.OrderDaysDocument,
    "\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) { ...AdminOrderFields }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query UnclosedOrders {\n    unclosedOrders { ...AdminOrderFields }\n  }\n": typeof types.UnclosedOrdersDocument,
    "\n  mutation DeliverOrder($orderId: String!) {\n    handover: deliverOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n": typeof types.DeliverOrderDocument,
    "\n  mutation MarkOrderNotCollected($orderId: String!) {\n    handover: markOrderNotCollected(orderId: $orderId) { ...HandoverResultFields }\n  }\n": typeof types.MarkOrderNotCollectedDocument,
    "\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) { ok code error }\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  query DispensationsCsv($month: String!) { dispensationsCsv(month: $month) }\n": typeof types.DispensationsCsvDocument,
    "\n  mutation PrepareOrder($orderId: String!) {\n    handover: prepareOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n": typeof types.PrepareOrderDocument,
    "\n  mutation RevertHandover($orderId: String!, $reason: String!) {\n    handover: revertHandover(orderId: $orderId, reason: $reason) { ...HandoverResultFields }\n  }\n": typeof types.RevertHandoverDocument,
    "\n  query AdminOrdersOfMember($memberId: Int!) {\n    adminOrdersOfMember(memberId: $memberId) { ...AdminOrderFields }\n  }\n": typeof types.AdminOrdersOfMemberDocument,
    "\n  query OrderSearchMembers {\n    members { id name lastName active }\n    adminCheck { permissions }\n  }\n": typeof types.OrderSearchMembersDocument,
    "\n  query Outbox($limit: Int) {\n    mailDeliveryConfigured\n    outbox(limit: $limit) { id createdAt recipient subject templateId templateName status attempts lastError }\n  }\n": typeof types.OutboxDocument,
    "\n  mutation SendTestMail {\n    sendTestMail { ok message mail }\n  }\n": typeof types.SendTestMailDocument,
    "\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots { time capacity }\n    }\n    cancelCutoffHours monthlyGramsLimit yearlyGramsLimit gramsStep maxMembers\n    contactEmail contactPhone closeStaleOrdersAfterDays adminTwoFactorRequired maxFloweringPlants\n    memberRetentionYears sellOnlyAnalysedBatches closedOnHolidays\n    closedDays { date reason }\n  }\n": typeof types.SettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    clubSettings { ...SettingsFields }\n    clubSettingsHistory {\n      effectiveFrom\n      settings { ...SettingsFields }\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) { ok code field error }\n  }\n": typeof types.AdminChangeSettingsDocument,
    "\n  query MemberPhoto($memberId: Int!) {\n    memberPhoto(memberId: $memberId)\n  }\n": typeof types.MemberPhotoDocument,
    "\n  fragment MemberFields on Member {\n    id name lastName mail\n    role active trimmer technicalLead since gramsMonth gramsYear\n    cedula birthDate residency phone irccaRegisteredOn leftOn leaveReason\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  fragment MemberResultFields on MemberResult {\n    ok code error field password\n    member { ...MemberFields }\n  }\n": typeof types.MemberResultFieldsFragmentDoc,
    "\n  query SociosList($search: String) {\n    members(search: $search) { ...MemberFields }\n    memberLimit { active max monthlyGrams yearlyGrams }\n  }\n": typeof types.SociosListDocument,
    "\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member { ...MemberFields }\n      grams { month usedMonth limitMonth usedYear limitYear }\n      months { month label grams orders orderGrams orderTotal bills billGrams billTotal }\n      activity {\n        kind id date time grams total status counted\n        lines { species grams }\n      }\n      history { position type date time who description }\n    }\n  }\n": typeof types.SocioPageDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { ...MemberResultFields }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) { ...MemberResultFields }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId)\n  }\n": typeof types.MemberRolesDocument,
    "\n  mutation SetMemberRoles($memberId: Int!, $roles: [String!]!) {\n    setMemberRoles(memberId: $memberId, roles: $roles) { ok code error roles }\n  }\n": typeof types.SetMemberRolesDocument,
    "\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) { ...MemberResultFields }\n  }\n": typeof types.SetMemberTrimmerDocument,
    "\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) { ...MemberResultFields }\n  }\n": typeof types.DeactivateMemberDocument,
    "\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) { ...MemberResultFields }\n  }\n": typeof types.ReactivateMemberDocument,
    "\n  mutation RecordMemberLeaving($id: Int!, $leftOn: String!, $reason: String!) {\n    recordMemberLeaving(id: $id, leftOn: $leftOn, reason: $reason) { ...MemberResultFields }\n  }\n": typeof types.RecordMemberLeavingDocument,
    "\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) { ...MemberResultFields }\n  }\n": typeof types.ResetMemberPasswordDocument,
    "\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil temporaryPasswordUntil\n      twoFactor { enrolled recoveryCodesLeft }\n      log { id at action label ip browser }\n    }\n  }\n": typeof types.MemberSecurityDocument,
    "\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) { ok error }\n  }\n": typeof types.RemoveMemberTwoFactorDocument,
    "\n  query MembershipApplications {\n    membershipApplications {\n      id status name lastName mail cedula birthDate residency phone submittedAt decidedAt memberId reason position\n    }\n    invitations { id expiresAt singleUse revoked uses usable createdAt }\n  }\n": typeof types.MembershipApplicationsDocument,
    "\n  mutation IssueInvitation($days: Int, $singleUse: Boolean) {\n    issueInvitation(days: $days, singleUse: $singleUse) { ok code error token invitation { id } }\n  }\n": typeof types.IssueInvitationDocument,
    "\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id) { ok code error }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation ApproveApplication($id: Int!) {\n    approveApplication(id: $id) { ok code error outcome }\n  }\n": typeof types.ApproveApplicationDocument,
    "\n  mutation WaitlistApplication($id: Int!) {\n    waitlistApplication(id: $id) { ok code error outcome }\n  }\n": typeof types.WaitlistApplicationDocument,
    "\n  mutation RejectApplication($id: Int!, $reason: String!) {\n    rejectApplication(id: $id, reason: $reason) { ok code error field outcome }\n  }\n": typeof types.RejectApplicationDocument,
    "\n  fragment StockItemFields on StockItem { id key species price available grams retired }\n": typeof types.StockItemFieldsFragmentDoc,
    "\n  fragment StockChangeResultFields on StockChangeResult {\n    ok code error changed\n    item { ...StockItemFields }\n  }\n": typeof types.StockChangeResultFieldsFragmentDoc,
    "query Stock { stock { ...StockItemFields } }": typeof types.StockDocument,
    "\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) { ...StockChangeResultFields }\n  }\n": typeof types.EditStockDocument,
    "\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) { ...StockChangeResultFields }\n  }\n": typeof types.AdjustStockDocument,
    "\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position type occurredAt actor actorName\n      gramsChange gramsAfter priceAfter availableAfter priceBefore availableBefore reason\n    }\n  }\n": typeof types.StockHistoryDocument,
    "\n  query CatalogueProduct($id: Int!) {\n    catalogueProduct(id: $id) { id key species sativa indica thc cbd genetics smell flavor description }\n  }\n": typeof types.CatalogueProductDocument,
    "\n  fragment ProductChangeResultFields on ProductChangeResult {\n    ok code error field changed\n    product { id key species }\n  }\n": typeof types.ProductChangeResultFieldsFragmentDoc,
    "\n  mutation AddProduct($input: NewProductInput!) {\n    addProduct(input: $input) { ...ProductChangeResultFields }\n  }\n": typeof types.AddProductDocument,
    "\n  mutation EditProduct($id: Int!, $input: ProductDataInput!) {\n    editProduct(id: $id, input: $input) { ...ProductChangeResultFields }\n  }\n": typeof types.EditProductDocument,
    "\n  mutation RetireProduct($id: Int!) {\n    retireProduct(id: $id) { ...ProductChangeResultFields }\n  }\n": typeof types.RetireProductDocument,
    "\n  query ProductPhotos { productPhotos { productId key photo { ...ProductPhotoFields } } }\n": typeof types.ProductPhotosDocument,
    "query StorefrontAllowance { myGrams { leftMonth leftYear } }": typeof types.StorefrontAllowanceDocument,
    "query CartPickupDays { pickupDays { date label slots } }": typeof types.CartPickupDaysDocument,
    "\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) { leftMonth leftYear }\n  }\n": typeof types.CartMyGramsDocument,
    "query CartOrderUser { me { ...ViewerFields } }": typeof types.CartOrderUserDocument,
    "\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { ok msg error code orderId gramsPurchased gramsLeft period }\n  }\n": typeof types.CartPlaceOrderDocument,
    "\n  query MyCard {\n    myCard {\n      memberId\n      name\n      lastName\n      secret\n      stepSeconds\n    }\n    myPhoto\n  }\n": typeof types.MyCardDocument,
    "\n  query MyData {\n    myData\n  }\n": typeof types.MyDataDocument,
    "\n  query MyOrders {\n    myOrders {\n      id date time status prepared grams total cancellable\n      lines { key species grams }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) { usedMonth leftMonth limitMonth usedYear leftYear limitYear }\n  }\n": typeof types.MyOrdersGramsDocument,
    "\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) { ok code error }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query StorefrontClubRules {\n    clubSettings { gramsStep monthlyGramsLimit yearlyGramsLimit cancelCutoffHours }\n  }\n": typeof types.StorefrontClubRulesDocument,
    "\n  fragment ProductSummaryFields on Product {\n    id key species sativa indica thc cbd price outOfStock photo { ...ProductPhotoFields }\n    potency { thc cbd declared analysedOn }\n  }\n": typeof types.ProductSummaryFieldsFragmentDoc,
    "query StorefrontProducts { products { ...ProductSummaryFields } }": typeof types.StorefrontProductsDocument,
    "\n  query StorefrontProduct($key: String!) {\n    product(key: $key) { ...ProductSummaryFields genetics smell flavor description }\n  }\n": typeof types.StorefrontProductDocument,
    "\n  query TodayAtAGlance {\n    todayAtAGlance { toPrepare toHandOver unclosed lowStock monthsToClose failingMails }\n  }\n": typeof types.TodayAtAGlanceDocument,
    "\n  mutation CheckInvitation($token: String!) {\n    checkInvitation(token: $token) { ok code error expiresAt }\n  }\n": typeof types.CheckInvitationDocument,
    "\n  mutation SubmitApplication($input: ApplicationInput!) {\n    submitApplication(input: $input) { ok code error field applicationId }\n  }\n": typeof types.SubmitApplicationDocument,
    "\n  fragment LoginResultFields on LoginResult { ok msg code error authToken mustChangePassword }\n": typeof types.LoginResultFieldsFragmentDoc,
    "\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ...LoginResultFields twoFactorChallenge }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) { ...LoginResultFields }\n  }\n": typeof types.LoginWithCodeDocument,
    "mutation Logout { logout }": typeof types.LogoutDocument,
    "\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok msg error }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id isAdmin\n      twoFactor { enrolled enrolledAt recoveryCodesLeft }\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment { ok error secret qrSvg }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) { ok error recoveryCodes authToken }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query Session {\n    me {\n      ...ViewerFields\n      isAdmin mustChangePassword needsSecondFactor\n      twoFactor { enrolled }\n    }\n    adminCheck { msg permissions }\n  }\n": typeof types.SessionDocument,
    "\n  query Inspection { inspection { clubName irccaRegistration label expiresAt } }\n": typeof types.InspectionDocument,
    "\n  query InspectionPlants {\n    floweringPlants { flowering max }\n    motherPlants { id name species origin registeredOn batchCount }\n    batches { id motherName species plantsStarted plants stage startedOn lastOn }\n  }\n": typeof types.InspectionPlantsDocument,
    "\n  query InspectionTreatments {\n    treatments { id product activeIngredient dose method appliedOn appliedBy batchIds }\n  }\n": typeof types.InspectionTreatmentsDocument,
    "query FooterContact { clubContact { email phone } }": typeof types.FooterContactDocument,
    "\n  query SetupStatus {\n    setupStatus { needed mailConfigured }\n  }\n": typeof types.SetupStatusDocument,
    "\n  mutation CheckSetupCode($code: String!) {\n    checkSetupCode(code: $code) { ok code error }\n  }\n": typeof types.CheckSetupCodeDocument,
    "\n  mutation SetUpClub($input: ClubSetupInput!) {\n    setUpClub(input: $input) { ok code error field authToken }\n  }\n": typeof types.SetUpClubDocument,
    "\n  fragment ProductPhotoFields on ProductPhoto { width height placeholder variants { url format width } }\n": typeof types.ProductPhotoFieldsFragmentDoc,
    "fragment SocioFields on Socio { id name lastName }": typeof types.SocioFieldsFragmentDoc,
    "fragment ViewerFields on Viewer { id name lastName mail }": typeof types.ViewerFieldsFragmentDoc,
    "\n  subscription OrderUpdates($since: Int) {\n    orderUpdates(since: $since) { position orderId type }\n  }\n": typeof types.OrderUpdatesDocument,
    "\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ok error authToken }\n  }\n": typeof types.DevLoginDocument,
};
const documents: Documents = {
    "query BillSocios { socios { ...SocioFields } }": types.BillSociosDocument,
    "query BillProducts { products { id key species } }": types.BillProductsDocument,
    "\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id memberId name lastName date grams\n      lines { product species grams }\n    }\n  }\n": types.BillsDocument,
    "\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) { ok code error msg billId gramsLeft gramsPurchased }\n  }\n": types.AddBillDocument,
    "\n  query DestructionTargets { stock { id species grams } batches { id species motherName stage } }\n": types.DestructionTargetsDocument,
    "\n  query Destructions { destructions { id kind batchId species grams reason method witness date recordedBy } }\n": types.DestructionsDocument,
    "\n  mutation DestroyStock($input: DestroyStockInput!) {\n    destroyStock(input: $input) { ok code error field destructionId grams }\n  }\n": types.DestroyStockDocument,
    "\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok code error msg\n      expense { id }\n    }\n  }\n": types.AddExpenseDocument,
    "\n  mutation OpenHostedSession {\n    openHostedSession { accessToken refreshToken }\n  }\n": types.OpenHostedSessionDocument,
    "\n  query MonthCloses {\n    monthCloses {\n      currentMonth nextToClose technicalLead\n      months {\n        month closed closable hash events pendingOrders signedBy closedAt\n        lines { productId species opening received adjusted dispensed destroyed pending closing ledger difference reason }\n      }\n    }\n  }\n": types.MonthClosesDocument,
    "\n  mutation CloseMonth($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error hash } }\n": types.CloseMonthDocument,
    "\n  query MonthReportCsv($month: String!) { monthReportCsv(month: $month) }\n": types.MonthReportCsvDocument,
    "\n  query MonthReportPdf($month: String!) { monthReportPdf(month: $month) }\n": types.MonthReportPdfDocument,
    "query ExpenseMonths { expenseMonths }": types.ExpenseMonthsDocument,
    "\n  query Expenses($month: String) {\n    expenses(month: $month) { id name date amount comment receipts }\n  }\n": types.ExpensesDocument,
    "\n  query ExpenseTotals {\n    expenseTotals(last: 12) { month total }\n  }\n": types.ExpenseTotalsDocument,
    "\n  query ReceiptChecks($expenseId: ID!) {\n    receiptChecks(expenseId: $expenseId) { path status }\n  }\n": types.ReceiptChecksDocument,
    "\n  mutation AttachReceipt($expenseId: ID!, $path: String!) {\n    attachReceipt(expenseId: $expenseId, path: $path) {\n      ok code error\n      expense { id receipts }\n    }\n  }\n": types.AttachReceiptDocument,
    "\n  query HarvestForm {\n    stock { id species }\n    batches { id productId species motherName plants stage startedOn harvestId }\n    harvests {\n      id productId species numberOfPlants waste stock lampWatts\n      sketchedDate firstTransplantation secondTransplantation thirdTransplantation bloomDate harvestDate\n      observations finished batchId\n    }\n  }\n": types.HarvestFormDocument,
    "\n  query HarvestFormBatch($id: Int!) {\n    batch(id: $id) { id history { type stage on } }\n  }\n": types.HarvestFormBatchDocument,
    "\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) { ok error field }\n  }\n": types.CreateHarvestDocument,
    "\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) { ok error field }\n  }\n": types.UpdateHarvestDocument,
    "query HarvestDates { harvestDates }": types.HarvestDatesDocument,
    "\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id species numberOfPlants stock waste totalStock productionAverage plantPerformance lampWatts\n      yieldHistory { harvestId harvestDate productionAverage }\n    }\n  }\n": types.HarvestsOnDocument,
    "\n  query BatchAnalyses($batchId: Int!) {\n    batchAnalyses(batchId: $batchId) {\n      id laboratory analysedOn sampleId thc cbd certificatePages\n      otherCannabinoids { name percent }\n      terpenes { name percent }\n    }\n  }\n": types.BatchAnalysesDocument,
    "query Trimmers { socios(trimmer: true) { ...SocioFields } }": types.TrimmersDocument,
    "\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok error code\n      work { id }\n    }\n  }\n": types.AddWorkDocument,
    "\n  fragment BatchCardFields on Batch {\n    id motherId motherName productId species plantsStarted plants stage startedOn lastOn harvestId\n  }\n": types.BatchCardFieldsFragmentDoc,
    "\n  query Plants {\n    floweringPlants { flowering max }\n    batches { ...BatchCardFields }\n    motherPlants { id name species origin registeredOn batchCount }\n    stock { id species }\n  }\n": types.PlantsDocument,
    "\n  mutation RegisterMotherPlant($input: MotherPlantInput!) {\n    registerMotherPlant(input: $input) { ok error code field motherPlant { id } }\n  }\n": types.RegisterMotherPlantDocument,
    "\n  mutation StartBatch($input: BatchInput!) {\n    startBatch(input: $input) { ok error code field batch { id } }\n  }\n": types.StartBatchDocument,
    "\n  query BatchScreen($id: Int!) {\n    floweringPlants { flowering max }\n    batch(id: $id) {\n      ...BatchCardFields\n      notes\n      history { type on stage plants reason recordedAt recordedBy }\n      treatments { id product activeIngredient dose method appliedOn appliedBy }\n    }\n  }\n": types.BatchScreenDocument,
    "\n  mutation ChangeBatchStage($batchId: Int!, $stage: String, $on: String, $reason: String) {\n    changeBatchStage(batchId: $batchId, stage: $stage, on: $on, reason: $reason) { ok error code field }\n  }\n": types.ChangeBatchStageDocument,
    "\n  mutation RecordPlantsLost($batchId: Int!, $plants: Int, $reason: String, $on: String) {\n    recordPlantsLost(batchId: $batchId, plants: $plants, reason: $reason, on: $on) { ok error code field }\n  }\n": types.RecordPlantsLostDocument,
    "query TaskChecklists { taskChecklists { key label tasks } }": types.TaskChecklistsDocument,
    "\n  query TaskReports {\n    taskReports(limit: 20) {\n      id socioName date sentAt\n      workdone { floracion preparto crecimiento antes_de_salir }\n    }\n  }\n": types.TaskReportsDocument,
    "\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) { ok error }\n  }\n": types.SendTaskReportDocument,
    "\n  query TraceBatches {\n    batches { id species motherName stage harvestId }\n  }\n": types.TraceBatchesDocument,
    "\n  query BatchTrace($batchId: Int!) {\n    batchTrace(batchId: $batchId) {\n      batchId harvestId harvestDate gramsReceived gramsDispensed\n      recipients { sourceStream memberId memberName date species grams }\n    }\n  }\n": types.BatchTraceDocument,
    "\n  query DispensationTraces($month: String!) {\n    dispensationTraces(month: $month) {\n      sourceStream memberId memberName date productId species grams\n      sources { grams harvestId harvestDate batchId motherId motherName }\n    }\n  }\n": types.DispensationTracesDocument,
    "\n  query Treatments($batchId: Int) {\n    treatments(batchId: $batchId) { id product activeIngredient dose method appliedOn appliedBy batchIds }\n    batches { id species motherName stage }\n  }\n": types.TreatmentsDocument,
    "\n  mutation ApplyTreatment($input: TreatmentInput!) {\n    applyTreatment(input: $input) { ok error code field treatment { id } }\n  }\n": types.ApplyTreatmentDocument,
    "query WorkDates { workDates }": types.WorkDatesDocument,
    "\n  query WorkDay($date: String!) {\n    workDone(date: $date) { id type noSocio socioName date startHour endHour hours }\n  }\n": types.WorkDayDocument,
    "\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) { noSocio socioName thick thin total }\n  }\n": types.WorkMonthTotalsDocument,
    "\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) { ok error id }\n  }\n": types.DeleteWorkDocument,
    "\n  query InspectionLinks {\n    inspectionLinks { id name prefix createdAt expiresAt revokedAt lastUsedAt views }\n  }\n": types.InspectionLinksDocument,
    "\n  mutation CreateInspectionLink($name: String!, $amount: Int!, $unit: String!) {\n    createInspectionLink(name: $name, amount: $amount, unit: $unit) { ok error field secret link { id } }\n  }\n": types.CreateInspectionLinkDocument,
    "\n  mutation RevokeInspectionLink($id: ID!) {\n    revokeInspectionLink(id: $id) { ok error link { id revokedAt } }\n  }\n": types.RevokeInspectionLinkDocument,
    "\n  query ReportingKeys {\n    reportingKeys { id name prefix createdAt expiresAt revokedAt lastUsedAt uses }\n  }\n": types.ReportingKeysDocument,
    "\n  mutation CreateReportingKey($name: String!, $days: Int!) {\n    createReportingKey(name: $name, days: $days) { ok error field secret key { id } }\n  }\n": types.CreateReportingKeyDocument,
    "\n  mutation RevokeReportingKey($id: ID!) {\n    revokeReportingKey(id: $id) { ok error key { id revokedAt } }\n  }\n": types.RevokeReportingKeyDocument,
    "\n  mutation IdentifyAtCounter($scan: String, $cedula: String) {\n    identifyAtCounter(scan: $scan, cedula: $cedula) {\n      ok\n      code\n      error\n      identificationId\n    }\n  }\n": types.IdentifyAtCounterDocument,
    "\n  query CounterVisit($identificationId: ID!) {\n    counterVisit(identificationId: $identificationId) {\n      identificationId\n      method\n      identifiedAt\n      memberId\n      name\n      lastName\n      age\n      photo\n      leftMonth\n      leftYear\n      orders {\n        id\n        hour\n        grams\n        total\n        status\n        lines {\n          key\n          species\n          grams\n        }\n      }\n    }\n  }\n": types.CounterVisitDocument,
    "\n  mutation HandOverAtCounter($identificationId: ID!, $orderId: ID!, $documentVerified: Boolean!) {\n    handOverAtCounter(identificationId: $identificationId, orderId: $orderId, documentVerified: $documentVerified) {\n      ok\n      code\n      error\n      orderId\n    }\n  }\n": types.HandOverAtCounterDocument,
    "\n  fragment OrderHistoryFields on LogEvent { position type actor actorName occurredAt }\n": types.OrderHistoryFieldsFragmentDoc,
    "\n  fragment AdminOrderFields on AdminOrder {\n    id date hour socio memberId observations total grams status prepared\n    products { productId key species grams }\n    history { ...OrderHistoryFields }\n  }\n": types.AdminOrderFieldsFragmentDoc,
    "\n  fragment HandoverResultFields on HandoverResult {\n    ok code error\n    order {\n      id status prepared\n      history { ...OrderHistoryFields }\n    }\n  }\n": types.HandoverResultFieldsFragmentDoc,
    "query OrderDays { orderDays }": types.OrderDaysDocument,
    "\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) { ...AdminOrderFields }\n  }\n": types.AdminOrdersDocument,
    "\n  query UnclosedOrders {\n    unclosedOrders { ...AdminOrderFields }\n  }\n": types.UnclosedOrdersDocument,
    "\n  mutation DeliverOrder($orderId: String!) {\n    handover: deliverOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n": types.DeliverOrderDocument,
    "\n  mutation MarkOrderNotCollected($orderId: String!) {\n    handover: markOrderNotCollected(orderId: $orderId) { ...HandoverResultFields }\n  }\n": types.MarkOrderNotCollectedDocument,
    "\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) { ok code error }\n  }\n": types.AdminCancelOrderDocument,
    "\n  query DispensationsCsv($month: String!) { dispensationsCsv(month: $month) }\n": types.DispensationsCsvDocument,
    "\n  mutation PrepareOrder($orderId: String!) {\n    handover: prepareOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n": types.PrepareOrderDocument,
    "\n  mutation RevertHandover($orderId: String!, $reason: String!) {\n    handover: revertHandover(orderId: $orderId, reason: $reason) { ...HandoverResultFields }\n  }\n": types.RevertHandoverDocument,
    "\n  query AdminOrdersOfMember($memberId: Int!) {\n    adminOrdersOfMember(memberId: $memberId) { ...AdminOrderFields }\n  }\n": types.AdminOrdersOfMemberDocument,
    "\n  query OrderSearchMembers {\n    members { id name lastName active }\n    adminCheck { permissions }\n  }\n": types.OrderSearchMembersDocument,
    "\n  query Outbox($limit: Int) {\n    mailDeliveryConfigured\n    outbox(limit: $limit) { id createdAt recipient subject templateId templateName status attempts lastError }\n  }\n": types.OutboxDocument,
    "\n  mutation SendTestMail {\n    sendTestMail { ok message mail }\n  }\n": types.SendTestMailDocument,
    "\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots { time capacity }\n    }\n    cancelCutoffHours monthlyGramsLimit yearlyGramsLimit gramsStep maxMembers\n    contactEmail contactPhone closeStaleOrdersAfterDays adminTwoFactorRequired maxFloweringPlants\n    memberRetentionYears sellOnlyAnalysedBatches closedOnHolidays\n    closedDays { date reason }\n  }\n": types.SettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    clubSettings { ...SettingsFields }\n    clubSettingsHistory {\n      effectiveFrom\n      settings { ...SettingsFields }\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) { ok code field error }\n  }\n": types.AdminChangeSettingsDocument,
    "\n  query MemberPhoto($memberId: Int!) {\n    memberPhoto(memberId: $memberId)\n  }\n": types.MemberPhotoDocument,
    "\n  fragment MemberFields on Member {\n    id name lastName mail\n    role active trimmer technicalLead since gramsMonth gramsYear\n    cedula birthDate residency phone irccaRegisteredOn leftOn leaveReason\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  fragment MemberResultFields on MemberResult {\n    ok code error field password\n    member { ...MemberFields }\n  }\n": types.MemberResultFieldsFragmentDoc,
    "\n  query SociosList($search: String) {\n    members(search: $search) { ...MemberFields }\n    memberLimit { active max monthlyGrams yearlyGrams }\n  }\n": types.SociosListDocument,
    "\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member { ...MemberFields }\n      grams { month usedMonth limitMonth usedYear limitYear }\n      months { month label grams orders orderGrams orderTotal bills billGrams billTotal }\n      activity {\n        kind id date time grams total status counted\n        lines { species grams }\n      }\n      history { position type date time who description }\n    }\n  }\n": types.SocioPageDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { ...MemberResultFields }\n  }\n": types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) { ...MemberResultFields }\n  }\n": types.UpdateMemberDocument,
    "\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId)\n  }\n": types.MemberRolesDocument,
    "\n  mutation SetMemberRoles($memberId: Int!, $roles: [String!]!) {\n    setMemberRoles(memberId: $memberId, roles: $roles) { ok code error roles }\n  }\n": types.SetMemberRolesDocument,
    "\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) { ...MemberResultFields }\n  }\n": types.SetMemberTrimmerDocument,
    "\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) { ...MemberResultFields }\n  }\n": types.DeactivateMemberDocument,
    "\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) { ...MemberResultFields }\n  }\n": types.ReactivateMemberDocument,
    "\n  mutation RecordMemberLeaving($id: Int!, $leftOn: String!, $reason: String!) {\n    recordMemberLeaving(id: $id, leftOn: $leftOn, reason: $reason) { ...MemberResultFields }\n  }\n": types.RecordMemberLeavingDocument,
    "\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) { ...MemberResultFields }\n  }\n": types.ResetMemberPasswordDocument,
    "\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil temporaryPasswordUntil\n      twoFactor { enrolled recoveryCodesLeft }\n      log { id at action label ip browser }\n    }\n  }\n": types.MemberSecurityDocument,
    "\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) { ok error }\n  }\n": types.RemoveMemberTwoFactorDocument,
    "\n  query MembershipApplications {\n    membershipApplications {\n      id status name lastName mail cedula birthDate residency phone submittedAt decidedAt memberId reason position\n    }\n    invitations { id expiresAt singleUse revoked uses usable createdAt }\n  }\n": types.MembershipApplicationsDocument,
    "\n  mutation IssueInvitation($days: Int, $singleUse: Boolean) {\n    issueInvitation(days: $days, singleUse: $singleUse) { ok code error token invitation { id } }\n  }\n": types.IssueInvitationDocument,
    "\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id) { ok code error }\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation ApproveApplication($id: Int!) {\n    approveApplication(id: $id) { ok code error outcome }\n  }\n": types.ApproveApplicationDocument,
    "\n  mutation WaitlistApplication($id: Int!) {\n    waitlistApplication(id: $id) { ok code error outcome }\n  }\n": types.WaitlistApplicationDocument,
    "\n  mutation RejectApplication($id: Int!, $reason: String!) {\n    rejectApplication(id: $id, reason: $reason) { ok code error field outcome }\n  }\n": types.RejectApplicationDocument,
    "\n  fragment StockItemFields on StockItem { id key species price available grams retired }\n": types.StockItemFieldsFragmentDoc,
    "\n  fragment StockChangeResultFields on StockChangeResult {\n    ok code error changed\n    item { ...StockItemFields }\n  }\n": types.StockChangeResultFieldsFragmentDoc,
    "query Stock { stock { ...StockItemFields } }": types.StockDocument,
    "\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) { ...StockChangeResultFields }\n  }\n": types.EditStockDocument,
    "\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) { ...StockChangeResultFields }\n  }\n": types.AdjustStockDocument,
    "\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position type occurredAt actor actorName\n      gramsChange gramsAfter priceAfter availableAfter priceBefore availableBefore reason\n    }\n  }\n": types.StockHistoryDocument,
    "\n  query CatalogueProduct($id: Int!) {\n    catalogueProduct(id: $id) { id key species sativa indica thc cbd genetics smell flavor description }\n  }\n": types.CatalogueProductDocument,
    "\n  fragment ProductChangeResultFields on ProductChangeResult {\n    ok code error field changed\n    product { id key species }\n  }\n": types.ProductChangeResultFieldsFragmentDoc,
    "\n  mutation AddProduct($input: NewProductInput!) {\n    addProduct(input: $input) { ...ProductChangeResultFields }\n  }\n": types.AddProductDocument,
    "\n  mutation EditProduct($id: Int!, $input: ProductDataInput!) {\n    editProduct(id: $id, input: $input) { ...ProductChangeResultFields }\n  }\n": types.EditProductDocument,
    "\n  mutation RetireProduct($id: Int!) {\n    retireProduct(id: $id) { ...ProductChangeResultFields }\n  }\n": types.RetireProductDocument,
    "\n  query ProductPhotos { productPhotos { productId key photo { ...ProductPhotoFields } } }\n": types.ProductPhotosDocument,
    "query StorefrontAllowance { myGrams { leftMonth leftYear } }": types.StorefrontAllowanceDocument,
    "query CartPickupDays { pickupDays { date label slots } }": types.CartPickupDaysDocument,
    "\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) { leftMonth leftYear }\n  }\n": types.CartMyGramsDocument,
    "query CartOrderUser { me { ...ViewerFields } }": types.CartOrderUserDocument,
    "\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { ok msg error code orderId gramsPurchased gramsLeft period }\n  }\n": types.CartPlaceOrderDocument,
    "\n  query MyCard {\n    myCard {\n      memberId\n      name\n      lastName\n      secret\n      stepSeconds\n    }\n    myPhoto\n  }\n": types.MyCardDocument,
    "\n  query MyData {\n    myData\n  }\n": types.MyDataDocument,
    "\n  query MyOrders {\n    myOrders {\n      id date time status prepared grams total cancellable\n      lines { key species grams }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) { usedMonth leftMonth limitMonth usedYear leftYear limitYear }\n  }\n": types.MyOrdersGramsDocument,
    "\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) { ok code error }\n  }\n": types.CancelOrderDocument,
    "\n  query StorefrontClubRules {\n    clubSettings { gramsStep monthlyGramsLimit yearlyGramsLimit cancelCutoffHours }\n  }\n": types.StorefrontClubRulesDocument,
    "\n  fragment ProductSummaryFields on Product {\n    id key species sativa indica thc cbd price outOfStock photo { ...ProductPhotoFields }\n    potency { thc cbd declared analysedOn }\n  }\n": types.ProductSummaryFieldsFragmentDoc,
    "query StorefrontProducts { products { ...ProductSummaryFields } }": types.StorefrontProductsDocument,
    "\n  query StorefrontProduct($key: String!) {\n    product(key: $key) { ...ProductSummaryFields genetics smell flavor description }\n  }\n": types.StorefrontProductDocument,
    "\n  query TodayAtAGlance {\n    todayAtAGlance { toPrepare toHandOver unclosed lowStock monthsToClose failingMails }\n  }\n": types.TodayAtAGlanceDocument,
    "\n  mutation CheckInvitation($token: String!) {\n    checkInvitation(token: $token) { ok code error expiresAt }\n  }\n": types.CheckInvitationDocument,
    "\n  mutation SubmitApplication($input: ApplicationInput!) {\n    submitApplication(input: $input) { ok code error field applicationId }\n  }\n": types.SubmitApplicationDocument,
    "\n  fragment LoginResultFields on LoginResult { ok msg code error authToken mustChangePassword }\n": types.LoginResultFieldsFragmentDoc,
    "\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ...LoginResultFields twoFactorChallenge }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) { ...LoginResultFields }\n  }\n": types.LoginWithCodeDocument,
    "mutation Logout { logout }": types.LogoutDocument,
    "\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok msg error }\n  }\n": types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id isAdmin\n      twoFactor { enrolled enrolledAt recoveryCodesLeft }\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment { ok error secret qrSvg }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) { ok error recoveryCodes authToken }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query Session {\n    me {\n      ...ViewerFields\n      isAdmin mustChangePassword needsSecondFactor\n      twoFactor { enrolled }\n    }\n    adminCheck { msg permissions }\n  }\n": types.SessionDocument,
    "\n  query Inspection { inspection { clubName irccaRegistration label expiresAt } }\n": types.InspectionDocument,
    "\n  query InspectionPlants {\n    floweringPlants { flowering max }\n    motherPlants { id name species origin registeredOn batchCount }\n    batches { id motherName species plantsStarted plants stage startedOn lastOn }\n  }\n": types.InspectionPlantsDocument,
    "\n  query InspectionTreatments {\n    treatments { id product activeIngredient dose method appliedOn appliedBy batchIds }\n  }\n": types.InspectionTreatmentsDocument,
    "query FooterContact { clubContact { email phone } }": types.FooterContactDocument,
    "\n  query SetupStatus {\n    setupStatus { needed mailConfigured }\n  }\n": types.SetupStatusDocument,
    "\n  mutation CheckSetupCode($code: String!) {\n    checkSetupCode(code: $code) { ok code error }\n  }\n": types.CheckSetupCodeDocument,
    "\n  mutation SetUpClub($input: ClubSetupInput!) {\n    setUpClub(input: $input) { ok code error field authToken }\n  }\n": types.SetUpClubDocument,
    "\n  fragment ProductPhotoFields on ProductPhoto { width height placeholder variants { url format width } }\n": types.ProductPhotoFieldsFragmentDoc,
    "fragment SocioFields on Socio { id name lastName }": types.SocioFieldsFragmentDoc,
    "fragment ViewerFields on Viewer { id name lastName mail }": types.ViewerFieldsFragmentDoc,
    "\n  subscription OrderUpdates($since: Int) {\n    orderUpdates(since: $since) { position orderId type }\n  }\n": types.OrderUpdatesDocument,
    "\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ok error authToken }\n  }\n": types.DevLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillSocios { socios { ...SocioFields } }"): (typeof documents)["query BillSocios { socios { ...SocioFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillProducts { products { id key species } }"): (typeof documents)["query BillProducts { products { id key species } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id memberId name lastName date grams\n      lines { product species grams }\n    }\n  }\n"): (typeof documents)["\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id memberId name lastName date grams\n      lines { product species grams }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) { ok code error msg billId gramsLeft gramsPurchased }\n  }\n"): (typeof documents)["\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) { ok code error msg billId gramsLeft gramsPurchased }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DestructionTargets { stock { id species grams } batches { id species motherName stage } }\n"): (typeof documents)["\n  query DestructionTargets { stock { id species grams } batches { id species motherName stage } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destructions { destructions { id kind batchId species grams reason method witness date recordedBy } }\n"): (typeof documents)["\n  query Destructions { destructions { id kind batchId species grams reason method witness date recordedBy } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DestroyStock($input: DestroyStockInput!) {\n    destroyStock(input: $input) { ok code error field destructionId grams }\n  }\n"): (typeof documents)["\n  mutation DestroyStock($input: DestroyStockInput!) {\n    destroyStock(input: $input) { ok code error field destructionId grams }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok code error msg\n      expense { id }\n    }\n  }\n"): (typeof documents)["\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok code error msg\n      expense { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenHostedSession {\n    openHostedSession { accessToken refreshToken }\n  }\n"): (typeof documents)["\n  mutation OpenHostedSession {\n    openHostedSession { accessToken refreshToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthCloses {\n    monthCloses {\n      currentMonth nextToClose technicalLead\n      months {\n        month closed closable hash events pendingOrders signedBy closedAt\n        lines { productId species opening received adjusted dispensed destroyed pending closing ledger difference reason }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthCloses {\n    monthCloses {\n      currentMonth nextToClose technicalLead\n      months {\n        month closed closable hash events pendingOrders signedBy closedAt\n        lines { productId species opening received adjusted dispensed destroyed pending closing ledger difference reason }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseMonth($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error hash } }\n"): (typeof documents)["\n  mutation CloseMonth($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error hash } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthReportCsv($month: String!) { monthReportCsv(month: $month) }\n"): (typeof documents)["\n  query MonthReportCsv($month: String!) { monthReportCsv(month: $month) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthReportPdf($month: String!) { monthReportPdf(month: $month) }\n"): (typeof documents)["\n  query MonthReportPdf($month: String!) { monthReportPdf(month: $month) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpenseMonths { expenseMonths }"): (typeof documents)["query ExpenseMonths { expenseMonths }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Expenses($month: String) {\n    expenses(month: $month) { id name date amount comment receipts }\n  }\n"): (typeof documents)["\n  query Expenses($month: String) {\n    expenses(month: $month) { id name date amount comment receipts }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpenseTotals {\n    expenseTotals(last: 12) { month total }\n  }\n"): (typeof documents)["\n  query ExpenseTotals {\n    expenseTotals(last: 12) { month total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceiptChecks($expenseId: ID!) {\n    receiptChecks(expenseId: $expenseId) { path status }\n  }\n"): (typeof documents)["\n  query ReceiptChecks($expenseId: ID!) {\n    receiptChecks(expenseId: $expenseId) { path status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachReceipt($expenseId: ID!, $path: String!) {\n    attachReceipt(expenseId: $expenseId, path: $path) {\n      ok code error\n      expense { id receipts }\n    }\n  }\n"): (typeof documents)["\n  mutation AttachReceipt($expenseId: ID!, $path: String!) {\n    attachReceipt(expenseId: $expenseId, path: $path) {\n      ok code error\n      expense { id receipts }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HarvestForm {\n    stock { id species }\n    batches { id productId species motherName plants stage startedOn harvestId }\n    harvests {\n      id productId species numberOfPlants waste stock lampWatts\n      sketchedDate firstTransplantation secondTransplantation thirdTransplantation bloomDate harvestDate\n      observations finished batchId\n    }\n  }\n"): (typeof documents)["\n  query HarvestForm {\n    stock { id species }\n    batches { id productId species motherName plants stage startedOn harvestId }\n    harvests {\n      id productId species numberOfPlants waste stock lampWatts\n      sketchedDate firstTransplantation secondTransplantation thirdTransplantation bloomDate harvestDate\n      observations finished batchId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HarvestFormBatch($id: Int!) {\n    batch(id: $id) { id history { type stage on } }\n  }\n"): (typeof documents)["\n  query HarvestFormBatch($id: Int!) {\n    batch(id: $id) { id history { type stage on } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) { ok error field }\n  }\n"): (typeof documents)["\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) { ok error field }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) { ok error field }\n  }\n"): (typeof documents)["\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) { ok error field }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HarvestDates { harvestDates }"): (typeof documents)["query HarvestDates { harvestDates }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id species numberOfPlants stock waste totalStock productionAverage plantPerformance lampWatts\n      yieldHistory { harvestId harvestDate productionAverage }\n    }\n  }\n"): (typeof documents)["\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id species numberOfPlants stock waste totalStock productionAverage plantPerformance lampWatts\n      yieldHistory { harvestId harvestDate productionAverage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BatchAnalyses($batchId: Int!) {\n    batchAnalyses(batchId: $batchId) {\n      id laboratory analysedOn sampleId thc cbd certificatePages\n      otherCannabinoids { name percent }\n      terpenes { name percent }\n    }\n  }\n"): (typeof documents)["\n  query BatchAnalyses($batchId: Int!) {\n    batchAnalyses(batchId: $batchId) {\n      id laboratory analysedOn sampleId thc cbd certificatePages\n      otherCannabinoids { name percent }\n      terpenes { name percent }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Trimmers { socios(trimmer: true) { ...SocioFields } }"): (typeof documents)["query Trimmers { socios(trimmer: true) { ...SocioFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok error code\n      work { id }\n    }\n  }\n"): (typeof documents)["\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok error code\n      work { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BatchCardFields on Batch {\n    id motherId motherName productId species plantsStarted plants stage startedOn lastOn harvestId\n  }\n"): (typeof documents)["\n  fragment BatchCardFields on Batch {\n    id motherId motherName productId species plantsStarted plants stage startedOn lastOn harvestId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plants {\n    floweringPlants { flowering max }\n    batches { ...BatchCardFields }\n    motherPlants { id name species origin registeredOn batchCount }\n    stock { id species }\n  }\n"): (typeof documents)["\n  query Plants {\n    floweringPlants { flowering max }\n    batches { ...BatchCardFields }\n    motherPlants { id name species origin registeredOn batchCount }\n    stock { id species }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMotherPlant($input: MotherPlantInput!) {\n    registerMotherPlant(input: $input) { ok error code field motherPlant { id } }\n  }\n"): (typeof documents)["\n  mutation RegisterMotherPlant($input: MotherPlantInput!) {\n    registerMotherPlant(input: $input) { ok error code field motherPlant { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBatch($input: BatchInput!) {\n    startBatch(input: $input) { ok error code field batch { id } }\n  }\n"): (typeof documents)["\n  mutation StartBatch($input: BatchInput!) {\n    startBatch(input: $input) { ok error code field batch { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BatchScreen($id: Int!) {\n    floweringPlants { flowering max }\n    batch(id: $id) {\n      ...BatchCardFields\n      notes\n      history { type on stage plants reason recordedAt recordedBy }\n      treatments { id product activeIngredient dose method appliedOn appliedBy }\n    }\n  }\n"): (typeof documents)["\n  query BatchScreen($id: Int!) {\n    floweringPlants { flowering max }\n    batch(id: $id) {\n      ...BatchCardFields\n      notes\n      history { type on stage plants reason recordedAt recordedBy }\n      treatments { id product activeIngredient dose method appliedOn appliedBy }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBatchStage($batchId: Int!, $stage: String, $on: String, $reason: String) {\n    changeBatchStage(batchId: $batchId, stage: $stage, on: $on, reason: $reason) { ok error code field }\n  }\n"): (typeof documents)["\n  mutation ChangeBatchStage($batchId: Int!, $stage: String, $on: String, $reason: String) {\n    changeBatchStage(batchId: $batchId, stage: $stage, on: $on, reason: $reason) { ok error code field }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPlantsLost($batchId: Int!, $plants: Int, $reason: String, $on: String) {\n    recordPlantsLost(batchId: $batchId, plants: $plants, reason: $reason, on: $on) { ok error code field }\n  }\n"): (typeof documents)["\n  mutation RecordPlantsLost($batchId: Int!, $plants: Int, $reason: String, $on: String) {\n    recordPlantsLost(batchId: $batchId, plants: $plants, reason: $reason, on: $on) { ok error code field }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaskChecklists { taskChecklists { key label tasks } }"): (typeof documents)["query TaskChecklists { taskChecklists { key label tasks } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskReports {\n    taskReports(limit: 20) {\n      id socioName date sentAt\n      workdone { floracion preparto crecimiento antes_de_salir }\n    }\n  }\n"): (typeof documents)["\n  query TaskReports {\n    taskReports(limit: 20) {\n      id socioName date sentAt\n      workdone { floracion preparto crecimiento antes_de_salir }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) { ok error }\n  }\n"): (typeof documents)["\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) { ok error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TraceBatches {\n    batches { id species motherName stage harvestId }\n  }\n"): (typeof documents)["\n  query TraceBatches {\n    batches { id species motherName stage harvestId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BatchTrace($batchId: Int!) {\n    batchTrace(batchId: $batchId) {\n      batchId harvestId harvestDate gramsReceived gramsDispensed\n      recipients { sourceStream memberId memberName date species grams }\n    }\n  }\n"): (typeof documents)["\n  query BatchTrace($batchId: Int!) {\n    batchTrace(batchId: $batchId) {\n      batchId harvestId harvestDate gramsReceived gramsDispensed\n      recipients { sourceStream memberId memberName date species grams }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensationTraces($month: String!) {\n    dispensationTraces(month: $month) {\n      sourceStream memberId memberName date productId species grams\n      sources { grams harvestId harvestDate batchId motherId motherName }\n    }\n  }\n"): (typeof documents)["\n  query DispensationTraces($month: String!) {\n    dispensationTraces(month: $month) {\n      sourceStream memberId memberName date productId species grams\n      sources { grams harvestId harvestDate batchId motherId motherName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Treatments($batchId: Int) {\n    treatments(batchId: $batchId) { id product activeIngredient dose method appliedOn appliedBy batchIds }\n    batches { id species motherName stage }\n  }\n"): (typeof documents)["\n  query Treatments($batchId: Int) {\n    treatments(batchId: $batchId) { id product activeIngredient dose method appliedOn appliedBy batchIds }\n    batches { id species motherName stage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyTreatment($input: TreatmentInput!) {\n    applyTreatment(input: $input) { ok error code field treatment { id } }\n  }\n"): (typeof documents)["\n  mutation ApplyTreatment($input: TreatmentInput!) {\n    applyTreatment(input: $input) { ok error code field treatment { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkDates { workDates }"): (typeof documents)["query WorkDates { workDates }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkDay($date: String!) {\n    workDone(date: $date) { id type noSocio socioName date startHour endHour hours }\n  }\n"): (typeof documents)["\n  query WorkDay($date: String!) {\n    workDone(date: $date) { id type noSocio socioName date startHour endHour hours }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) { noSocio socioName thick thin total }\n  }\n"): (typeof documents)["\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) { noSocio socioName thick thin total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) { ok error id }\n  }\n"): (typeof documents)["\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) { ok error id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InspectionLinks {\n    inspectionLinks { id name prefix createdAt expiresAt revokedAt lastUsedAt views }\n  }\n"): (typeof documents)["\n  query InspectionLinks {\n    inspectionLinks { id name prefix createdAt expiresAt revokedAt lastUsedAt views }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInspectionLink($name: String!, $amount: Int!, $unit: String!) {\n    createInspectionLink(name: $name, amount: $amount, unit: $unit) { ok error field secret link { id } }\n  }\n"): (typeof documents)["\n  mutation CreateInspectionLink($name: String!, $amount: Int!, $unit: String!) {\n    createInspectionLink(name: $name, amount: $amount, unit: $unit) { ok error field secret link { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInspectionLink($id: ID!) {\n    revokeInspectionLink(id: $id) { ok error link { id revokedAt } }\n  }\n"): (typeof documents)["\n  mutation RevokeInspectionLink($id: ID!) {\n    revokeInspectionLink(id: $id) { ok error link { id revokedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportingKeys {\n    reportingKeys { id name prefix createdAt expiresAt revokedAt lastUsedAt uses }\n  }\n"): (typeof documents)["\n  query ReportingKeys {\n    reportingKeys { id name prefix createdAt expiresAt revokedAt lastUsedAt uses }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportingKey($name: String!, $days: Int!) {\n    createReportingKey(name: $name, days: $days) { ok error field secret key { id } }\n  }\n"): (typeof documents)["\n  mutation CreateReportingKey($name: String!, $days: Int!) {\n    createReportingKey(name: $name, days: $days) { ok error field secret key { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeReportingKey($id: ID!) {\n    revokeReportingKey(id: $id) { ok error key { id revokedAt } }\n  }\n"): (typeof documents)["\n  mutation RevokeReportingKey($id: ID!) {\n    revokeReportingKey(id: $id) { ok error key { id revokedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentifyAtCounter($scan: String, $cedula: String) {\n    identifyAtCounter(scan: $scan, cedula: $cedula) {\n      ok\n      code\n      error\n      identificationId\n    }\n  }\n"): (typeof documents)["\n  mutation IdentifyAtCounter($scan: String, $cedula: String) {\n    identifyAtCounter(scan: $scan, cedula: $cedula) {\n      ok\n      code\n      error\n      identificationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CounterVisit($identificationId: ID!) {\n    counterVisit(identificationId: $identificationId) {\n      identificationId\n      method\n      identifiedAt\n      memberId\n      name\n      lastName\n      age\n      photo\n      leftMonth\n      leftYear\n      orders {\n        id\n        hour\n        grams\n        total\n        status\n        lines {\n          key\n          species\n          grams\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CounterVisit($identificationId: ID!) {\n    counterVisit(identificationId: $identificationId) {\n      identificationId\n      method\n      identifiedAt\n      memberId\n      name\n      lastName\n      age\n      photo\n      leftMonth\n      leftYear\n      orders {\n        id\n        hour\n        grams\n        total\n        status\n        lines {\n          key\n          species\n          grams\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverAtCounter($identificationId: ID!, $orderId: ID!, $documentVerified: Boolean!) {\n    handOverAtCounter(identificationId: $identificationId, orderId: $orderId, documentVerified: $documentVerified) {\n      ok\n      code\n      error\n      orderId\n    }\n  }\n"): (typeof documents)["\n  mutation HandOverAtCounter($identificationId: ID!, $orderId: ID!, $documentVerified: Boolean!) {\n    handOverAtCounter(identificationId: $identificationId, orderId: $orderId, documentVerified: $documentVerified) {\n      ok\n      code\n      error\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistoryFields on LogEvent { position type actor actorName occurredAt }\n"): (typeof documents)["\n  fragment OrderHistoryFields on LogEvent { position type actor actorName occurredAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderFields on AdminOrder {\n    id date hour socio memberId observations total grams status prepared\n    products { productId key species grams }\n    history { ...OrderHistoryFields }\n  }\n"): (typeof documents)["\n  fragment AdminOrderFields on AdminOrder {\n    id date hour socio memberId observations total grams status prepared\n    products { productId key species grams }\n    history { ...OrderHistoryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandoverResultFields on HandoverResult {\n    ok code error\n    order {\n      id status prepared\n      history { ...OrderHistoryFields }\n    }\n  }\n"): (typeof documents)["\n  fragment HandoverResultFields on HandoverResult {\n    ok code error\n    order {\n      id status prepared\n      history { ...OrderHistoryFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderDays { orderDays }"): (typeof documents)["query OrderDays { orderDays }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) { ...AdminOrderFields }\n  }\n"): (typeof documents)["\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) { ...AdminOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnclosedOrders {\n    unclosedOrders { ...AdminOrderFields }\n  }\n"): (typeof documents)["\n  query UnclosedOrders {\n    unclosedOrders { ...AdminOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliverOrder($orderId: String!) {\n    handover: deliverOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n"): (typeof documents)["\n  mutation DeliverOrder($orderId: String!) {\n    handover: deliverOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderNotCollected($orderId: String!) {\n    handover: markOrderNotCollected(orderId: $orderId) { ...HandoverResultFields }\n  }\n"): (typeof documents)["\n  mutation MarkOrderNotCollected($orderId: String!) {\n    handover: markOrderNotCollected(orderId: $orderId) { ...HandoverResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) { ok code error }\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) { ok code error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensationsCsv($month: String!) { dispensationsCsv(month: $month) }\n"): (typeof documents)["\n  query DispensationsCsv($month: String!) { dispensationsCsv(month: $month) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrepareOrder($orderId: String!) {\n    handover: prepareOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n"): (typeof documents)["\n  mutation PrepareOrder($orderId: String!) {\n    handover: prepareOrder(orderId: $orderId) { ...HandoverResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertHandover($orderId: String!, $reason: String!) {\n    handover: revertHandover(orderId: $orderId, reason: $reason) { ...HandoverResultFields }\n  }\n"): (typeof documents)["\n  mutation RevertHandover($orderId: String!, $reason: String!) {\n    handover: revertHandover(orderId: $orderId, reason: $reason) { ...HandoverResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersOfMember($memberId: Int!) {\n    adminOrdersOfMember(memberId: $memberId) { ...AdminOrderFields }\n  }\n"): (typeof documents)["\n  query AdminOrdersOfMember($memberId: Int!) {\n    adminOrdersOfMember(memberId: $memberId) { ...AdminOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSearchMembers {\n    members { id name lastName active }\n    adminCheck { permissions }\n  }\n"): (typeof documents)["\n  query OrderSearchMembers {\n    members { id name lastName active }\n    adminCheck { permissions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Outbox($limit: Int) {\n    mailDeliveryConfigured\n    outbox(limit: $limit) { id createdAt recipient subject templateId templateName status attempts lastError }\n  }\n"): (typeof documents)["\n  query Outbox($limit: Int) {\n    mailDeliveryConfigured\n    outbox(limit: $limit) { id createdAt recipient subject templateId templateName status attempts lastError }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestMail {\n    sendTestMail { ok message mail }\n  }\n"): (typeof documents)["\n  mutation SendTestMail {\n    sendTestMail { ok message mail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots { time capacity }\n    }\n    cancelCutoffHours monthlyGramsLimit yearlyGramsLimit gramsStep maxMembers\n    contactEmail contactPhone closeStaleOrdersAfterDays adminTwoFactorRequired maxFloweringPlants\n    memberRetentionYears sellOnlyAnalysedBatches closedOnHolidays\n    closedDays { date reason }\n  }\n"): (typeof documents)["\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots { time capacity }\n    }\n    cancelCutoffHours monthlyGramsLimit yearlyGramsLimit gramsStep maxMembers\n    contactEmail contactPhone closeStaleOrdersAfterDays adminTwoFactorRequired maxFloweringPlants\n    memberRetentionYears sellOnlyAnalysedBatches closedOnHolidays\n    closedDays { date reason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    clubSettings { ...SettingsFields }\n    clubSettingsHistory {\n      effectiveFrom\n      settings { ...SettingsFields }\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    clubSettings { ...SettingsFields }\n    clubSettingsHistory {\n      effectiveFrom\n      settings { ...SettingsFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) { ok code field error }\n  }\n"): (typeof documents)["\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) { ok code field error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberPhoto($memberId: Int!) {\n    memberPhoto(memberId: $memberId)\n  }\n"): (typeof documents)["\n  query MemberPhoto($memberId: Int!) {\n    memberPhoto(memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    id name lastName mail\n    role active trimmer technicalLead since gramsMonth gramsYear\n    cedula birthDate residency phone irccaRegisteredOn leftOn leaveReason\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    id name lastName mail\n    role active trimmer technicalLead since gramsMonth gramsYear\n    cedula birthDate residency phone irccaRegisteredOn leftOn leaveReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberResultFields on MemberResult {\n    ok code error field password\n    member { ...MemberFields }\n  }\n"): (typeof documents)["\n  fragment MemberResultFields on MemberResult {\n    ok code error field password\n    member { ...MemberFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SociosList($search: String) {\n    members(search: $search) { ...MemberFields }\n    memberLimit { active max monthlyGrams yearlyGrams }\n  }\n"): (typeof documents)["\n  query SociosList($search: String) {\n    members(search: $search) { ...MemberFields }\n    memberLimit { active max monthlyGrams yearlyGrams }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member { ...MemberFields }\n      grams { month usedMonth limitMonth usedYear limitYear }\n      months { month label grams orders orderGrams orderTotal bills billGrams billTotal }\n      activity {\n        kind id date time grams total status counted\n        lines { species grams }\n      }\n      history { position type date time who description }\n    }\n  }\n"): (typeof documents)["\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member { ...MemberFields }\n      grams { month usedMonth limitMonth usedYear limitYear }\n      months { month label grams orders orderGrams orderTotal bills billGrams billTotal }\n      activity {\n        kind id date time grams total status counted\n        lines { species grams }\n      }\n      history { position type date time who description }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId)\n  }\n"): (typeof documents)["\n  query MemberRoles($memberId: Int!) {\n    memberRoles(memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberRoles($memberId: Int!, $roles: [String!]!) {\n    setMemberRoles(memberId: $memberId, roles: $roles) { ok code error roles }\n  }\n"): (typeof documents)["\n  mutation SetMemberRoles($memberId: Int!, $roles: [String!]!) {\n    setMemberRoles(memberId: $memberId, roles: $roles) { ok code error roles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordMemberLeaving($id: Int!, $leftOn: String!, $reason: String!) {\n    recordMemberLeaving(id: $id, leftOn: $leftOn, reason: $reason) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation RecordMemberLeaving($id: Int!, $leftOn: String!, $reason: String!) {\n    recordMemberLeaving(id: $id, leftOn: $leftOn, reason: $reason) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) { ...MemberResultFields }\n  }\n"): (typeof documents)["\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) { ...MemberResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil temporaryPasswordUntil\n      twoFactor { enrolled recoveryCodesLeft }\n      log { id at action label ip browser }\n    }\n  }\n"): (typeof documents)["\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil temporaryPasswordUntil\n      twoFactor { enrolled recoveryCodesLeft }\n      log { id at action label ip browser }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) { ok error }\n  }\n"): (typeof documents)["\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) { ok error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipApplications {\n    membershipApplications {\n      id status name lastName mail cedula birthDate residency phone submittedAt decidedAt memberId reason position\n    }\n    invitations { id expiresAt singleUse revoked uses usable createdAt }\n  }\n"): (typeof documents)["\n  query MembershipApplications {\n    membershipApplications {\n      id status name lastName mail cedula birthDate residency phone submittedAt decidedAt memberId reason position\n    }\n    invitations { id expiresAt singleUse revoked uses usable createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvitation($days: Int, $singleUse: Boolean) {\n    issueInvitation(days: $days, singleUse: $singleUse) { ok code error token invitation { id } }\n  }\n"): (typeof documents)["\n  mutation IssueInvitation($days: Int, $singleUse: Boolean) {\n    issueInvitation(days: $days, singleUse: $singleUse) { ok code error token invitation { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id) { ok code error }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id) { ok code error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveApplication($id: Int!) {\n    approveApplication(id: $id) { ok code error outcome }\n  }\n"): (typeof documents)["\n  mutation ApproveApplication($id: Int!) {\n    approveApplication(id: $id) { ok code error outcome }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistApplication($id: Int!) {\n    waitlistApplication(id: $id) { ok code error outcome }\n  }\n"): (typeof documents)["\n  mutation WaitlistApplication($id: Int!) {\n    waitlistApplication(id: $id) { ok code error outcome }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectApplication($id: Int!, $reason: String!) {\n    rejectApplication(id: $id, reason: $reason) { ok code error field outcome }\n  }\n"): (typeof documents)["\n  mutation RejectApplication($id: Int!, $reason: String!) {\n    rejectApplication(id: $id, reason: $reason) { ok code error field outcome }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockItemFields on StockItem { id key species price available grams retired }\n"): (typeof documents)["\n  fragment StockItemFields on StockItem { id key species price available grams retired }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockChangeResultFields on StockChangeResult {\n    ok code error changed\n    item { ...StockItemFields }\n  }\n"): (typeof documents)["\n  fragment StockChangeResultFields on StockChangeResult {\n    ok code error changed\n    item { ...StockItemFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Stock { stock { ...StockItemFields } }"): (typeof documents)["query Stock { stock { ...StockItemFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) { ...StockChangeResultFields }\n  }\n"): (typeof documents)["\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) { ...StockChangeResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) { ...StockChangeResultFields }\n  }\n"): (typeof documents)["\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) { ...StockChangeResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position type occurredAt actor actorName\n      gramsChange gramsAfter priceAfter availableAfter priceBefore availableBefore reason\n    }\n  }\n"): (typeof documents)["\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position type occurredAt actor actorName\n      gramsChange gramsAfter priceAfter availableAfter priceBefore availableBefore reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProduct($id: Int!) {\n    catalogueProduct(id: $id) { id key species sativa indica thc cbd genetics smell flavor description }\n  }\n"): (typeof documents)["\n  query CatalogueProduct($id: Int!) {\n    catalogueProduct(id: $id) { id key species sativa indica thc cbd genetics smell flavor description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductChangeResultFields on ProductChangeResult {\n    ok code error field changed\n    product { id key species }\n  }\n"): (typeof documents)["\n  fragment ProductChangeResultFields on ProductChangeResult {\n    ok code error field changed\n    product { id key species }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProduct($input: NewProductInput!) {\n    addProduct(input: $input) { ...ProductChangeResultFields }\n  }\n"): (typeof documents)["\n  mutation AddProduct($input: NewProductInput!) {\n    addProduct(input: $input) { ...ProductChangeResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProduct($id: Int!, $input: ProductDataInput!) {\n    editProduct(id: $id, input: $input) { ...ProductChangeResultFields }\n  }\n"): (typeof documents)["\n  mutation EditProduct($id: Int!, $input: ProductDataInput!) {\n    editProduct(id: $id, input: $input) { ...ProductChangeResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireProduct($id: Int!) {\n    retireProduct(id: $id) { ...ProductChangeResultFields }\n  }\n"): (typeof documents)["\n  mutation RetireProduct($id: Int!) {\n    retireProduct(id: $id) { ...ProductChangeResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPhotos { productPhotos { productId key photo { ...ProductPhotoFields } } }\n"): (typeof documents)["\n  query ProductPhotos { productPhotos { productId key photo { ...ProductPhotoFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StorefrontAllowance { myGrams { leftMonth leftYear } }"): (typeof documents)["query StorefrontAllowance { myGrams { leftMonth leftYear } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartPickupDays { pickupDays { date label slots } }"): (typeof documents)["query CartPickupDays { pickupDays { date label slots } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) { leftMonth leftYear }\n  }\n"): (typeof documents)["\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) { leftMonth leftYear }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartOrderUser { me { ...ViewerFields } }"): (typeof documents)["query CartOrderUser { me { ...ViewerFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { ok msg error code orderId gramsPurchased gramsLeft period }\n  }\n"): (typeof documents)["\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { ok msg error code orderId gramsPurchased gramsLeft period }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCard {\n    myCard {\n      memberId\n      name\n      lastName\n      secret\n      stepSeconds\n    }\n    myPhoto\n  }\n"): (typeof documents)["\n  query MyCard {\n    myCard {\n      memberId\n      name\n      lastName\n      secret\n      stepSeconds\n    }\n    myPhoto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyData {\n    myData\n  }\n"): (typeof documents)["\n  query MyData {\n    myData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders {\n      id date time status prepared grams total cancellable\n      lines { key species grams }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders {\n    myOrders {\n      id date time status prepared grams total cancellable\n      lines { key species grams }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) { usedMonth leftMonth limitMonth usedYear leftYear limitYear }\n  }\n"): (typeof documents)["\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) { usedMonth leftMonth limitMonth usedYear leftYear limitYear }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) { ok code error }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) { ok code error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontClubRules {\n    clubSettings { gramsStep monthlyGramsLimit yearlyGramsLimit cancelCutoffHours }\n  }\n"): (typeof documents)["\n  query StorefrontClubRules {\n    clubSettings { gramsStep monthlyGramsLimit yearlyGramsLimit cancelCutoffHours }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummaryFields on Product {\n    id key species sativa indica thc cbd price outOfStock photo { ...ProductPhotoFields }\n    potency { thc cbd declared analysedOn }\n  }\n"): (typeof documents)["\n  fragment ProductSummaryFields on Product {\n    id key species sativa indica thc cbd price outOfStock photo { ...ProductPhotoFields }\n    potency { thc cbd declared analysedOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StorefrontProducts { products { ...ProductSummaryFields } }"): (typeof documents)["query StorefrontProducts { products { ...ProductSummaryFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontProduct($key: String!) {\n    product(key: $key) { ...ProductSummaryFields genetics smell flavor description }\n  }\n"): (typeof documents)["\n  query StorefrontProduct($key: String!) {\n    product(key: $key) { ...ProductSummaryFields genetics smell flavor description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodayAtAGlance {\n    todayAtAGlance { toPrepare toHandOver unclosed lowStock monthsToClose failingMails }\n  }\n"): (typeof documents)["\n  query TodayAtAGlance {\n    todayAtAGlance { toPrepare toHandOver unclosed lowStock monthsToClose failingMails }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInvitation($token: String!) {\n    checkInvitation(token: $token) { ok code error expiresAt }\n  }\n"): (typeof documents)["\n  mutation CheckInvitation($token: String!) {\n    checkInvitation(token: $token) { ok code error expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitApplication($input: ApplicationInput!) {\n    submitApplication(input: $input) { ok code error field applicationId }\n  }\n"): (typeof documents)["\n  mutation SubmitApplication($input: ApplicationInput!) {\n    submitApplication(input: $input) { ok code error field applicationId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginResultFields on LoginResult { ok msg code error authToken mustChangePassword }\n"): (typeof documents)["\n  fragment LoginResultFields on LoginResult { ok msg code error authToken mustChangePassword }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ...LoginResultFields twoFactorChallenge }\n  }\n"): (typeof documents)["\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ...LoginResultFields twoFactorChallenge }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) { ...LoginResultFields }\n  }\n"): (typeof documents)["\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) { ...LoginResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout { logout }"): (typeof documents)["mutation Logout { logout }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok msg error }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) { ok msg error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    me {\n      id isAdmin\n      twoFactor { enrolled enrolledAt recoveryCodesLeft }\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    me {\n      id isAdmin\n      twoFactor { enrolled enrolledAt recoveryCodesLeft }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment { ok error secret qrSvg }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment { ok error secret qrSvg }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) { ok error recoveryCodes authToken }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) { ok error recoveryCodes authToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      ...ViewerFields\n      isAdmin mustChangePassword needsSecondFactor\n      twoFactor { enrolled }\n    }\n    adminCheck { msg permissions }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      ...ViewerFields\n      isAdmin mustChangePassword needsSecondFactor\n      twoFactor { enrolled }\n    }\n    adminCheck { msg permissions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inspection { inspection { clubName irccaRegistration label expiresAt } }\n"): (typeof documents)["\n  query Inspection { inspection { clubName irccaRegistration label expiresAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InspectionPlants {\n    floweringPlants { flowering max }\n    motherPlants { id name species origin registeredOn batchCount }\n    batches { id motherName species plantsStarted plants stage startedOn lastOn }\n  }\n"): (typeof documents)["\n  query InspectionPlants {\n    floweringPlants { flowering max }\n    motherPlants { id name species origin registeredOn batchCount }\n    batches { id motherName species plantsStarted plants stage startedOn lastOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InspectionTreatments {\n    treatments { id product activeIngredient dose method appliedOn appliedBy batchIds }\n  }\n"): (typeof documents)["\n  query InspectionTreatments {\n    treatments { id product activeIngredient dose method appliedOn appliedBy batchIds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FooterContact { clubContact { email phone } }"): (typeof documents)["query FooterContact { clubContact { email phone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupStatus {\n    setupStatus { needed mailConfigured }\n  }\n"): (typeof documents)["\n  query SetupStatus {\n    setupStatus { needed mailConfigured }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckSetupCode($code: String!) {\n    checkSetupCode(code: $code) { ok code error }\n  }\n"): (typeof documents)["\n  mutation CheckSetupCode($code: String!) {\n    checkSetupCode(code: $code) { ok code error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpClub($input: ClubSetupInput!) {\n    setUpClub(input: $input) { ok code error field authToken }\n  }\n"): (typeof documents)["\n  mutation SetUpClub($input: ClubSetupInput!) {\n    setUpClub(input: $input) { ok code error field authToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPhotoFields on ProductPhoto { width height placeholder variants { url format width } }\n"): (typeof documents)["\n  fragment ProductPhotoFields on ProductPhoto { width height placeholder variants { url format width } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SocioFields on Socio { id name lastName }"): (typeof documents)["fragment SocioFields on Socio { id name lastName }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer { id name lastName mail }"): (typeof documents)["fragment ViewerFields on Viewer { id name lastName mail }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdates($since: Int) {\n    orderUpdates(since: $since) { position orderId type }\n  }\n"): (typeof documents)["\n  subscription OrderUpdates($since: Int) {\n    orderUpdates(since: $since) { position orderId type }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ok error authToken }\n  }\n"): (typeof documents)["\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) { ok error authToken }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;