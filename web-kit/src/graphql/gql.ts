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
    "\n  query BillSocios {\n    socios {\n      id\n      name\n      lastName\n    }\n  }\n": typeof types.BillSociosDocument,
    "\n  query BillProducts {\n    products {\n      id\n      key\n      species\n    }\n  }\n": typeof types.BillProductsDocument,
    "\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id\n      memberId\n      name\n      lastName\n      date\n      grams\n      lines {\n        product\n        species\n        grams\n      }\n    }\n  }\n": typeof types.BillsDocument,
    "\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) {\n      ok\n      code\n      error\n      msg\n      billId\n      gramsLeft\n      gramsPurchased\n    }\n  }\n": typeof types.AddBillDocument,
    "\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok\n      code\n      error\n      msg\n      expense {\n        id\n      }\n    }\n  }\n": typeof types.AddExpenseDocument,
    "\n  mutation OpenHostedSession {\n    openHostedSession {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.OpenHostedSessionDocument,
    "\n  query ExpenseMonths {\n    expenseMonths\n  }\n": typeof types.ExpenseMonthsDocument,
    "\n  query Expenses($month: String) {\n    expenses(month: $month) {\n      id\n      name\n      date\n      amount\n      comment\n      receipts\n    }\n  }\n": typeof types.ExpensesDocument,
    "\n  query ExpenseTotals {\n    expenseTotals(last: 12) {\n      month\n      total\n    }\n  }\n": typeof types.ExpenseTotalsDocument,
    "\n  query HarvestForm {\n    stock {\n      id\n      species\n    }\n    harvests {\n      id\n      productId\n      species\n      numberOfPlants\n      waste\n      stock\n      lampWatts\n      sketchedDate\n      firstTransplantation\n      secondTransplantation\n      thirdTransplantation\n      bloomDate\n      harvestDate\n      observations\n      finished\n    }\n  }\n": typeof types.HarvestFormDocument,
    "\n  fragment HarvestResultFields on HarvestResult {\n    ok\n    error\n    code\n    field\n    harvest {\n      id\n    }\n  }\n": typeof types.HarvestResultFieldsFragmentDoc,
    "\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) {\n      ...HarvestResultFields\n    }\n  }\n": typeof types.CreateHarvestDocument,
    "\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) {\n      ...HarvestResultFields\n    }\n  }\n": typeof types.UpdateHarvestDocument,
    "\n  query HarvestDates {\n    harvestDates\n  }\n": typeof types.HarvestDatesDocument,
    "\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id\n      species\n      numberOfPlants\n      stock\n      waste\n      totalStock\n      productionAverage\n      plantPerformance\n      lampWatts\n      yieldHistory {\n        harvestId\n        harvestDate\n        productionAverage\n      }\n    }\n  }\n": typeof types.HarvestsOnDocument,
    "\n  query Trimmers {\n    socios(trimmer: true) {\n      id\n      name\n      lastName\n    }\n  }\n": typeof types.TrimmersDocument,
    "\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok\n      error\n      code\n      work {\n        id\n      }\n    }\n  }\n": typeof types.AddWorkDocument,
    "\n  query TaskChecklists {\n    taskChecklists {\n      key\n      label\n      tasks\n    }\n  }\n": typeof types.TaskChecklistsDocument,
    "\n  query TaskReports {\n    taskReports(limit: 20) {\n      id\n      socioName\n      date\n      sentAt\n      workdone {\n        floracion\n        preparto\n        crecimiento\n        antes_de_salir\n      }\n    }\n  }\n": typeof types.TaskReportsDocument,
    "\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) {\n      ok\n      error\n    }\n  }\n": typeof types.SendTaskReportDocument,
    "\n  query WorkDates {\n    workDates\n  }\n": typeof types.WorkDatesDocument,
    "\n  query WorkDay($date: String!) {\n    workDone(date: $date) {\n      id\n      type\n      noSocio\n      socioName\n      date\n      startHour\n      endHour\n      hours\n    }\n  }\n": typeof types.WorkDayDocument,
    "\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) {\n      noSocio\n      socioName\n      thick\n      thin\n      total\n    }\n  }\n": typeof types.WorkMonthTotalsDocument,
    "\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) {\n      ok\n      error\n      id\n    }\n  }\n": typeof types.DeleteWorkDocument,
    "\n  fragment OrderHistoryFields on LogEvent {\n    position\n    type\n    actor\n    actorName\n    occurredAt\n  }\n": typeof types.OrderHistoryFieldsFragmentDoc,
    "\n  fragment AdminOrderFields on AdminOrder {\n    id\n    date\n    hour\n    socio\n    observations\n    total\n    grams\n    status\n    products {\n      productId\n      key\n      species\n      grams\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n": typeof types.AdminOrderFieldsFragmentDoc,
    "\n  fragment HandoverResultFields on HandoverResult {\n    ok\n    code\n    error\n    order {\n      id\n      status\n      history {\n        ...OrderHistoryFields\n      }\n    }\n  }\n": typeof types.HandoverResultFieldsFragmentDoc,
    "\n  query OrderDays {\n    orderDays\n  }\n": typeof types.OrderDaysDocument,
    "\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query UnclosedOrders {\n    unclosedOrders {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.UnclosedOrdersDocument,
    "\n  mutation DeliverOrder($orderId: String!) {\n    deliverOrder(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n": typeof types.DeliverOrderDocument,
    "\n  mutation MarkOrderNotCollected($orderId: String!) {\n    markOrderNotCollected(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n": typeof types.MarkOrderNotCollectedDocument,
    "\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) {\n      ok\n      code\n      error\n    }\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  query DispensationsCsv($month: String!) {\n    dispensationsCsv(month: $month)\n  }\n": typeof types.DispensationsCsvDocument,
    "\n  query Outbox($limit: Int) {\n    outbox(limit: $limit) {\n      id\n      createdAt\n      recipient\n      subject\n      templateId\n      status\n      attempts\n      lastError\n    }\n  }\n": typeof types.OutboxDocument,
    "\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots {\n        time\n        capacity\n      }\n    }\n    cancelCutoffHours\n    monthlyGramsLimit\n    yearlyGramsLimit\n    gramsStep\n    maxMembers\n    contactEmail\n    contactPhone\n    closeStaleOrdersAfterDays\n    adminTwoFactorRequired\n  }\n": typeof types.SettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    clubSettings {\n      ...SettingsFields\n    }\n    clubSettingsHistory {\n      effectiveFrom\n      settings {\n        ...SettingsFields\n      }\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) {\n      ok\n      code\n      field\n      error\n    }\n  }\n": typeof types.AdminChangeSettingsDocument,
    "\n  fragment MemberFields on Member {\n    id\n    name\n    lastName\n    mail\n    role\n    active\n    trimmer\n    since\n    gramsMonth\n    gramsYear\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  fragment MemberResultFields on MemberResult {\n    ok\n    code\n    error\n    field\n    password\n    member {\n      ...MemberFields\n    }\n  }\n": typeof types.MemberResultFieldsFragmentDoc,
    "\n  query SociosList($search: String) {\n    members(search: $search) {\n      ...MemberFields\n    }\n    memberLimit {\n      active\n      max\n      monthlyGrams\n      yearlyGrams\n    }\n  }\n": typeof types.SociosListDocument,
    "\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member {\n        ...MemberFields\n      }\n      grams {\n        month\n        usedMonth\n        limitMonth\n        usedYear\n        limitYear\n      }\n      months {\n        month\n        label\n        grams\n        orders\n        orderGrams\n        orderTotal\n        bills\n        billGrams\n        billTotal\n      }\n      activity {\n        kind\n        id\n        date\n        time\n        grams\n        total\n        status\n        counted\n        lines {\n          species\n          grams\n        }\n      }\n      history {\n        position\n        type\n        date\n        time\n        who\n        description\n      }\n    }\n  }\n": typeof types.SocioPageDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberResultFields\n    }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberResultFields\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) {\n      ...MemberResultFields\n    }\n  }\n": typeof types.SetMemberTrimmerDocument,
    "\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n": typeof types.DeactivateMemberDocument,
    "\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n": typeof types.ReactivateMemberDocument,
    "\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) {\n      ...MemberResultFields\n    }\n  }\n": typeof types.ResetMemberPasswordDocument,
    "\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil\n      temporaryPasswordUntil\n      twoFactor {\n        enrolled\n        recoveryCodesLeft\n      }\n      log {\n        id\n        at\n        action\n        label\n        ip\n        browser\n      }\n    }\n  }\n": typeof types.MemberSecurityDocument,
    "\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) {\n      ok\n      error\n    }\n  }\n": typeof types.RemoveMemberTwoFactorDocument,
    "\n  fragment StockItemFields on StockItem {\n    id\n    species\n    price\n    available\n    grams\n  }\n": typeof types.StockItemFieldsFragmentDoc,
    "\n  fragment StockChangeResultFields on StockChangeResult {\n    ok\n    code\n    error\n    changed\n    item {\n      ...StockItemFields\n    }\n  }\n": typeof types.StockChangeResultFieldsFragmentDoc,
    "\n  query Stock {\n    stock {\n      ...StockItemFields\n    }\n  }\n": typeof types.StockDocument,
    "\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) {\n      ...StockChangeResultFields\n    }\n  }\n": typeof types.EditStockDocument,
    "\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) {\n      ...StockChangeResultFields\n    }\n  }\n": typeof types.AdjustStockDocument,
    "\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position\n      type\n      occurredAt\n      actor\n      actorName\n      gramsChange\n      gramsAfter\n      priceAfter\n      availableAfter\n      priceBefore\n      availableBefore\n      reason\n    }\n  }\n": typeof types.StockHistoryDocument,
    "\n  query CartPickupDays {\n    pickupDays {\n      date\n      label\n      slots\n    }\n  }\n": typeof types.CartPickupDaysDocument,
    "\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) {\n      month\n      usedMonth\n      leftMonth\n      usedYear\n      leftYear\n    }\n  }\n": typeof types.CartMyGramsDocument,
    "\n  query CartOrderUser {\n    me {\n      id\n      name\n      lastName\n      mail\n    }\n  }\n": typeof types.CartOrderUserDocument,
    "\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      msg\n      error\n      code\n      orderId\n      gramsPurchased\n      gramsLeft\n      period\n    }\n  }\n": typeof types.CartPlaceOrderDocument,
    "\n  query MyOrders {\n    myOrders {\n      id\n      date\n      time\n      status\n      grams\n      total\n      cancellable\n      lines {\n        key\n        species\n        grams\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) {\n      usedMonth\n      leftMonth\n      limitMonth\n      usedYear\n      leftYear\n      limitYear\n    }\n  }\n": typeof types.MyOrdersGramsDocument,
    "\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) {\n      ok\n      code\n      error\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query StorefrontClubRules {\n    clubSettings {\n      gramsStep\n      monthlyGramsLimit\n      yearlyGramsLimit\n      cancelCutoffHours\n    }\n  }\n": typeof types.StorefrontClubRulesDocument,
    "\n  fragment ProductSummaryFields on Product {\n    id\n    key\n    species\n    sativa\n    indica\n    thc\n    cbd\n    price\n    outOfStock\n  }\n": typeof types.ProductSummaryFieldsFragmentDoc,
    "\n  query StorefrontProducts {\n    products {\n      ...ProductSummaryFields\n    }\n  }\n": typeof types.StorefrontProductsDocument,
    "\n  query StorefrontProduct($key: String!) {\n    product(key: $key) {\n      ...ProductSummaryFields\n      genetics\n      smell\n      flavor\n      description\n    }\n  }\n": typeof types.StorefrontProductDocument,
    "\n  query Session {\n    me {\n      id\n      name\n      lastName\n      mail\n      isAdmin\n      mustChangePassword\n      needsSecondFactor\n      twoFactor {\n        enrolled\n      }\n    }\n    adminCheck {\n      msg\n    }\n  }\n": typeof types.SessionDocument,
    "\n  fragment LoginResultFields on LoginResult {\n    ok\n    msg\n    code\n    error\n    authToken\n    mustChangePassword\n  }\n": typeof types.LoginResultFieldsFragmentDoc,
    "\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ...LoginResultFields\n      twoFactorChallenge\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) {\n      ...LoginResultFields\n    }\n  }\n": typeof types.LoginWithCodeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) {\n      ok\n      msg\n      error\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      isAdmin\n      twoFactor {\n        enrolled\n        enrolledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      ok\n      error\n      secret\n      qrSvg\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      ok\n      error\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query FooterContact {\n    clubContact {\n      email\n      phone\n    }\n  }\n": typeof types.FooterContactDocument,
    "\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ok\n      error\n      authToken\n    }\n  }\n": typeof types.DevLoginDocument,
};
const documents: Documents = {
    "\n  query BillSocios {\n    socios {\n      id\n      name\n      lastName\n    }\n  }\n": types.BillSociosDocument,
    "\n  query BillProducts {\n    products {\n      id\n      key\n      species\n    }\n  }\n": types.BillProductsDocument,
    "\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id\n      memberId\n      name\n      lastName\n      date\n      grams\n      lines {\n        product\n        species\n        grams\n      }\n    }\n  }\n": types.BillsDocument,
    "\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) {\n      ok\n      code\n      error\n      msg\n      billId\n      gramsLeft\n      gramsPurchased\n    }\n  }\n": types.AddBillDocument,
    "\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok\n      code\n      error\n      msg\n      expense {\n        id\n      }\n    }\n  }\n": types.AddExpenseDocument,
    "\n  mutation OpenHostedSession {\n    openHostedSession {\n      accessToken\n      refreshToken\n    }\n  }\n": types.OpenHostedSessionDocument,
    "\n  query ExpenseMonths {\n    expenseMonths\n  }\n": types.ExpenseMonthsDocument,
    "\n  query Expenses($month: String) {\n    expenses(month: $month) {\n      id\n      name\n      date\n      amount\n      comment\n      receipts\n    }\n  }\n": types.ExpensesDocument,
    "\n  query ExpenseTotals {\n    expenseTotals(last: 12) {\n      month\n      total\n    }\n  }\n": types.ExpenseTotalsDocument,
    "\n  query HarvestForm {\n    stock {\n      id\n      species\n    }\n    harvests {\n      id\n      productId\n      species\n      numberOfPlants\n      waste\n      stock\n      lampWatts\n      sketchedDate\n      firstTransplantation\n      secondTransplantation\n      thirdTransplantation\n      bloomDate\n      harvestDate\n      observations\n      finished\n    }\n  }\n": types.HarvestFormDocument,
    "\n  fragment HarvestResultFields on HarvestResult {\n    ok\n    error\n    code\n    field\n    harvest {\n      id\n    }\n  }\n": types.HarvestResultFieldsFragmentDoc,
    "\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) {\n      ...HarvestResultFields\n    }\n  }\n": types.CreateHarvestDocument,
    "\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) {\n      ...HarvestResultFields\n    }\n  }\n": types.UpdateHarvestDocument,
    "\n  query HarvestDates {\n    harvestDates\n  }\n": types.HarvestDatesDocument,
    "\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id\n      species\n      numberOfPlants\n      stock\n      waste\n      totalStock\n      productionAverage\n      plantPerformance\n      lampWatts\n      yieldHistory {\n        harvestId\n        harvestDate\n        productionAverage\n      }\n    }\n  }\n": types.HarvestsOnDocument,
    "\n  query Trimmers {\n    socios(trimmer: true) {\n      id\n      name\n      lastName\n    }\n  }\n": types.TrimmersDocument,
    "\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok\n      error\n      code\n      work {\n        id\n      }\n    }\n  }\n": types.AddWorkDocument,
    "\n  query TaskChecklists {\n    taskChecklists {\n      key\n      label\n      tasks\n    }\n  }\n": types.TaskChecklistsDocument,
    "\n  query TaskReports {\n    taskReports(limit: 20) {\n      id\n      socioName\n      date\n      sentAt\n      workdone {\n        floracion\n        preparto\n        crecimiento\n        antes_de_salir\n      }\n    }\n  }\n": types.TaskReportsDocument,
    "\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) {\n      ok\n      error\n    }\n  }\n": types.SendTaskReportDocument,
    "\n  query WorkDates {\n    workDates\n  }\n": types.WorkDatesDocument,
    "\n  query WorkDay($date: String!) {\n    workDone(date: $date) {\n      id\n      type\n      noSocio\n      socioName\n      date\n      startHour\n      endHour\n      hours\n    }\n  }\n": types.WorkDayDocument,
    "\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) {\n      noSocio\n      socioName\n      thick\n      thin\n      total\n    }\n  }\n": types.WorkMonthTotalsDocument,
    "\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) {\n      ok\n      error\n      id\n    }\n  }\n": types.DeleteWorkDocument,
    "\n  fragment OrderHistoryFields on LogEvent {\n    position\n    type\n    actor\n    actorName\n    occurredAt\n  }\n": types.OrderHistoryFieldsFragmentDoc,
    "\n  fragment AdminOrderFields on AdminOrder {\n    id\n    date\n    hour\n    socio\n    observations\n    total\n    grams\n    status\n    products {\n      productId\n      key\n      species\n      grams\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n": types.AdminOrderFieldsFragmentDoc,
    "\n  fragment HandoverResultFields on HandoverResult {\n    ok\n    code\n    error\n    order {\n      id\n      status\n      history {\n        ...OrderHistoryFields\n      }\n    }\n  }\n": types.HandoverResultFieldsFragmentDoc,
    "\n  query OrderDays {\n    orderDays\n  }\n": types.OrderDaysDocument,
    "\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query UnclosedOrders {\n    unclosedOrders {\n      ...AdminOrderFields\n    }\n  }\n": types.UnclosedOrdersDocument,
    "\n  mutation DeliverOrder($orderId: String!) {\n    deliverOrder(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n": types.DeliverOrderDocument,
    "\n  mutation MarkOrderNotCollected($orderId: String!) {\n    markOrderNotCollected(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n": types.MarkOrderNotCollectedDocument,
    "\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) {\n      ok\n      code\n      error\n    }\n  }\n": types.AdminCancelOrderDocument,
    "\n  query DispensationsCsv($month: String!) {\n    dispensationsCsv(month: $month)\n  }\n": types.DispensationsCsvDocument,
    "\n  query Outbox($limit: Int) {\n    outbox(limit: $limit) {\n      id\n      createdAt\n      recipient\n      subject\n      templateId\n      status\n      attempts\n      lastError\n    }\n  }\n": types.OutboxDocument,
    "\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots {\n        time\n        capacity\n      }\n    }\n    cancelCutoffHours\n    monthlyGramsLimit\n    yearlyGramsLimit\n    gramsStep\n    maxMembers\n    contactEmail\n    contactPhone\n    closeStaleOrdersAfterDays\n    adminTwoFactorRequired\n  }\n": types.SettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    clubSettings {\n      ...SettingsFields\n    }\n    clubSettingsHistory {\n      effectiveFrom\n      settings {\n        ...SettingsFields\n      }\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) {\n      ok\n      code\n      field\n      error\n    }\n  }\n": types.AdminChangeSettingsDocument,
    "\n  fragment MemberFields on Member {\n    id\n    name\n    lastName\n    mail\n    role\n    active\n    trimmer\n    since\n    gramsMonth\n    gramsYear\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  fragment MemberResultFields on MemberResult {\n    ok\n    code\n    error\n    field\n    password\n    member {\n      ...MemberFields\n    }\n  }\n": types.MemberResultFieldsFragmentDoc,
    "\n  query SociosList($search: String) {\n    members(search: $search) {\n      ...MemberFields\n    }\n    memberLimit {\n      active\n      max\n      monthlyGrams\n      yearlyGrams\n    }\n  }\n": types.SociosListDocument,
    "\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member {\n        ...MemberFields\n      }\n      grams {\n        month\n        usedMonth\n        limitMonth\n        usedYear\n        limitYear\n      }\n      months {\n        month\n        label\n        grams\n        orders\n        orderGrams\n        orderTotal\n        bills\n        billGrams\n        billTotal\n      }\n      activity {\n        kind\n        id\n        date\n        time\n        grams\n        total\n        status\n        counted\n        lines {\n          species\n          grams\n        }\n      }\n      history {\n        position\n        type\n        date\n        time\n        who\n        description\n      }\n    }\n  }\n": types.SocioPageDocument,
    "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberResultFields\n    }\n  }\n": types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberResultFields\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) {\n      ...MemberResultFields\n    }\n  }\n": types.SetMemberTrimmerDocument,
    "\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n": types.DeactivateMemberDocument,
    "\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n": types.ReactivateMemberDocument,
    "\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) {\n      ...MemberResultFields\n    }\n  }\n": types.ResetMemberPasswordDocument,
    "\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil\n      temporaryPasswordUntil\n      twoFactor {\n        enrolled\n        recoveryCodesLeft\n      }\n      log {\n        id\n        at\n        action\n        label\n        ip\n        browser\n      }\n    }\n  }\n": types.MemberSecurityDocument,
    "\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) {\n      ok\n      error\n    }\n  }\n": types.RemoveMemberTwoFactorDocument,
    "\n  fragment StockItemFields on StockItem {\n    id\n    species\n    price\n    available\n    grams\n  }\n": types.StockItemFieldsFragmentDoc,
    "\n  fragment StockChangeResultFields on StockChangeResult {\n    ok\n    code\n    error\n    changed\n    item {\n      ...StockItemFields\n    }\n  }\n": types.StockChangeResultFieldsFragmentDoc,
    "\n  query Stock {\n    stock {\n      ...StockItemFields\n    }\n  }\n": types.StockDocument,
    "\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) {\n      ...StockChangeResultFields\n    }\n  }\n": types.EditStockDocument,
    "\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) {\n      ...StockChangeResultFields\n    }\n  }\n": types.AdjustStockDocument,
    "\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position\n      type\n      occurredAt\n      actor\n      actorName\n      gramsChange\n      gramsAfter\n      priceAfter\n      availableAfter\n      priceBefore\n      availableBefore\n      reason\n    }\n  }\n": types.StockHistoryDocument,
    "\n  query CartPickupDays {\n    pickupDays {\n      date\n      label\n      slots\n    }\n  }\n": types.CartPickupDaysDocument,
    "\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) {\n      month\n      usedMonth\n      leftMonth\n      usedYear\n      leftYear\n    }\n  }\n": types.CartMyGramsDocument,
    "\n  query CartOrderUser {\n    me {\n      id\n      name\n      lastName\n      mail\n    }\n  }\n": types.CartOrderUserDocument,
    "\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      msg\n      error\n      code\n      orderId\n      gramsPurchased\n      gramsLeft\n      period\n    }\n  }\n": types.CartPlaceOrderDocument,
    "\n  query MyOrders {\n    myOrders {\n      id\n      date\n      time\n      status\n      grams\n      total\n      cancellable\n      lines {\n        key\n        species\n        grams\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) {\n      usedMonth\n      leftMonth\n      limitMonth\n      usedYear\n      leftYear\n      limitYear\n    }\n  }\n": types.MyOrdersGramsDocument,
    "\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) {\n      ok\n      code\n      error\n    }\n  }\n": types.CancelOrderDocument,
    "\n  query StorefrontClubRules {\n    clubSettings {\n      gramsStep\n      monthlyGramsLimit\n      yearlyGramsLimit\n      cancelCutoffHours\n    }\n  }\n": types.StorefrontClubRulesDocument,
    "\n  fragment ProductSummaryFields on Product {\n    id\n    key\n    species\n    sativa\n    indica\n    thc\n    cbd\n    price\n    outOfStock\n  }\n": types.ProductSummaryFieldsFragmentDoc,
    "\n  query StorefrontProducts {\n    products {\n      ...ProductSummaryFields\n    }\n  }\n": types.StorefrontProductsDocument,
    "\n  query StorefrontProduct($key: String!) {\n    product(key: $key) {\n      ...ProductSummaryFields\n      genetics\n      smell\n      flavor\n      description\n    }\n  }\n": types.StorefrontProductDocument,
    "\n  query Session {\n    me {\n      id\n      name\n      lastName\n      mail\n      isAdmin\n      mustChangePassword\n      needsSecondFactor\n      twoFactor {\n        enrolled\n      }\n    }\n    adminCheck {\n      msg\n    }\n  }\n": types.SessionDocument,
    "\n  fragment LoginResultFields on LoginResult {\n    ok\n    msg\n    code\n    error\n    authToken\n    mustChangePassword\n  }\n": types.LoginResultFieldsFragmentDoc,
    "\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ...LoginResultFields\n      twoFactorChallenge\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) {\n      ...LoginResultFields\n    }\n  }\n": types.LoginWithCodeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) {\n      ok\n      msg\n      error\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      isAdmin\n      twoFactor {\n        enrolled\n        enrolledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      ok\n      error\n      secret\n      qrSvg\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      ok\n      error\n      recoveryCodes\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query FooterContact {\n    clubContact {\n      email\n      phone\n    }\n  }\n": types.FooterContactDocument,
    "\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ok\n      error\n      authToken\n    }\n  }\n": types.DevLoginDocument,
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
export function graphql(source: "\n  query BillSocios {\n    socios {\n      id\n      name\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query BillSocios {\n    socios {\n      id\n      name\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillProducts {\n    products {\n      id\n      key\n      species\n    }\n  }\n"): (typeof documents)["\n  query BillProducts {\n    products {\n      id\n      key\n      species\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id\n      memberId\n      name\n      lastName\n      date\n      grams\n      lines {\n        product\n        species\n        grams\n      }\n    }\n  }\n"): (typeof documents)["\n  query Bills($month: String!) {\n    bills(month: $month) {\n      id\n      memberId\n      name\n      lastName\n      date\n      grams\n      lines {\n        product\n        species\n        grams\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) {\n      ok\n      code\n      error\n      msg\n      billId\n      gramsLeft\n      gramsPurchased\n    }\n  }\n"): (typeof documents)["\n  mutation AddBill($input: AddBillInput!) {\n    addBill(input: $input) {\n      ok\n      code\n      error\n      msg\n      billId\n      gramsLeft\n      gramsPurchased\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok\n      code\n      error\n      msg\n      expense {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddExpense($input: AddExpenseInput!) {\n    addExpense(input: $input) {\n      ok\n      code\n      error\n      msg\n      expense {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenHostedSession {\n    openHostedSession {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation OpenHostedSession {\n    openHostedSession {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpenseMonths {\n    expenseMonths\n  }\n"): (typeof documents)["\n  query ExpenseMonths {\n    expenseMonths\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Expenses($month: String) {\n    expenses(month: $month) {\n      id\n      name\n      date\n      amount\n      comment\n      receipts\n    }\n  }\n"): (typeof documents)["\n  query Expenses($month: String) {\n    expenses(month: $month) {\n      id\n      name\n      date\n      amount\n      comment\n      receipts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpenseTotals {\n    expenseTotals(last: 12) {\n      month\n      total\n    }\n  }\n"): (typeof documents)["\n  query ExpenseTotals {\n    expenseTotals(last: 12) {\n      month\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HarvestForm {\n    stock {\n      id\n      species\n    }\n    harvests {\n      id\n      productId\n      species\n      numberOfPlants\n      waste\n      stock\n      lampWatts\n      sketchedDate\n      firstTransplantation\n      secondTransplantation\n      thirdTransplantation\n      bloomDate\n      harvestDate\n      observations\n      finished\n    }\n  }\n"): (typeof documents)["\n  query HarvestForm {\n    stock {\n      id\n      species\n    }\n    harvests {\n      id\n      productId\n      species\n      numberOfPlants\n      waste\n      stock\n      lampWatts\n      sketchedDate\n      firstTransplantation\n      secondTransplantation\n      thirdTransplantation\n      bloomDate\n      harvestDate\n      observations\n      finished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HarvestResultFields on HarvestResult {\n    ok\n    error\n    code\n    field\n    harvest {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment HarvestResultFields on HarvestResult {\n    ok\n    error\n    code\n    field\n    harvest {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) {\n      ...HarvestResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHarvest($input: HarvestInput!) {\n    createHarvest(input: $input) {\n      ...HarvestResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) {\n      ...HarvestResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHarvest($id: Int!, $input: HarvestInput!) {\n    updateHarvest(id: $id, input: $input) {\n      ...HarvestResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HarvestDates {\n    harvestDates\n  }\n"): (typeof documents)["\n  query HarvestDates {\n    harvestDates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id\n      species\n      numberOfPlants\n      stock\n      waste\n      totalStock\n      productionAverage\n      plantPerformance\n      lampWatts\n      yieldHistory {\n        harvestId\n        harvestDate\n        productionAverage\n      }\n    }\n  }\n"): (typeof documents)["\n  query HarvestsOn($date: String!) {\n    harvestsOn(date: $date) {\n      id\n      species\n      numberOfPlants\n      stock\n      waste\n      totalStock\n      productionAverage\n      plantPerformance\n      lampWatts\n      yieldHistory {\n        harvestId\n        harvestDate\n        productionAverage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trimmers {\n    socios(trimmer: true) {\n      id\n      name\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query Trimmers {\n    socios(trimmer: true) {\n      id\n      name\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok\n      error\n      code\n      work {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddWork($input: ManicureInput!) {\n    addWork(input: $input) {\n      ok\n      error\n      code\n      work {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskChecklists {\n    taskChecklists {\n      key\n      label\n      tasks\n    }\n  }\n"): (typeof documents)["\n  query TaskChecklists {\n    taskChecklists {\n      key\n      label\n      tasks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskReports {\n    taskReports(limit: 20) {\n      id\n      socioName\n      date\n      sentAt\n      workdone {\n        floracion\n        preparto\n        crecimiento\n        antes_de_salir\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskReports {\n    taskReports(limit: 20) {\n      id\n      socioName\n      date\n      sentAt\n      workdone {\n        floracion\n        preparto\n        crecimiento\n        antes_de_salir\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) {\n      ok\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {\n    sendTaskReport(date: $date, workdone: $workdone) {\n      ok\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkDates {\n    workDates\n  }\n"): (typeof documents)["\n  query WorkDates {\n    workDates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkDay($date: String!) {\n    workDone(date: $date) {\n      id\n      type\n      noSocio\n      socioName\n      date\n      startHour\n      endHour\n      hours\n    }\n  }\n"): (typeof documents)["\n  query WorkDay($date: String!) {\n    workDone(date: $date) {\n      id\n      type\n      noSocio\n      socioName\n      date\n      startHour\n      endHour\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) {\n      noSocio\n      socioName\n      thick\n      thin\n      total\n    }\n  }\n"): (typeof documents)["\n  query WorkMonthTotals($month: String!) {\n    workMonthTotals(month: $month) {\n      noSocio\n      socioName\n      thick\n      thin\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) {\n      ok\n      error\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWork($id: Int!) {\n    deleteWork(id: $id) {\n      ok\n      error\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistoryFields on LogEvent {\n    position\n    type\n    actor\n    actorName\n    occurredAt\n  }\n"): (typeof documents)["\n  fragment OrderHistoryFields on LogEvent {\n    position\n    type\n    actor\n    actorName\n    occurredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderFields on AdminOrder {\n    id\n    date\n    hour\n    socio\n    observations\n    total\n    grams\n    status\n    products {\n      productId\n      key\n      species\n      grams\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderFields on AdminOrder {\n    id\n    date\n    hour\n    socio\n    observations\n    total\n    grams\n    status\n    products {\n      productId\n      key\n      species\n      grams\n    }\n    history {\n      ...OrderHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandoverResultFields on HandoverResult {\n    ok\n    code\n    error\n    order {\n      id\n      status\n      history {\n        ...OrderHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HandoverResultFields on HandoverResult {\n    ok\n    code\n    error\n    order {\n      id\n      status\n      history {\n        ...OrderHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDays {\n    orderDays\n  }\n"): (typeof documents)["\n  query OrderDays {\n    orderDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnclosedOrders {\n    unclosedOrders {\n      ...AdminOrderFields\n    }\n  }\n"): (typeof documents)["\n  query UnclosedOrders {\n    unclosedOrders {\n      ...AdminOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliverOrder($orderId: String!) {\n    deliverOrder(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeliverOrder($orderId: String!) {\n    deliverOrder(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderNotCollected($orderId: String!) {\n    markOrderNotCollected(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderNotCollected($orderId: String!) {\n    markOrderNotCollected(orderId: $orderId) {\n      ...HandoverResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) {\n      ok\n      code\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($orderId: String!, $reason: String!) {\n    adminCancelOrder(orderId: $orderId, reason: $reason) {\n      ok\n      code\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensationsCsv($month: String!) {\n    dispensationsCsv(month: $month)\n  }\n"): (typeof documents)["\n  query DispensationsCsv($month: String!) {\n    dispensationsCsv(month: $month)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Outbox($limit: Int) {\n    outbox(limit: $limit) {\n      id\n      createdAt\n      recipient\n      subject\n      templateId\n      status\n      attempts\n      lastError\n    }\n  }\n"): (typeof documents)["\n  query Outbox($limit: Int) {\n    outbox(limit: $limit) {\n      id\n      createdAt\n      recipient\n      subject\n      templateId\n      status\n      attempts\n      lastError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots {\n        time\n        capacity\n      }\n    }\n    cancelCutoffHours\n    monthlyGramsLimit\n    yearlyGramsLimit\n    gramsStep\n    maxMembers\n    contactEmail\n    contactPhone\n    closeStaleOrdersAfterDays\n    adminTwoFactorRequired\n  }\n"): (typeof documents)["\n  fragment SettingsFields on ClubSettings {\n    pickupDays {\n      weekday\n      slots {\n        time\n        capacity\n      }\n    }\n    cancelCutoffHours\n    monthlyGramsLimit\n    yearlyGramsLimit\n    gramsStep\n    maxMembers\n    contactEmail\n    contactPhone\n    closeStaleOrdersAfterDays\n    adminTwoFactorRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    clubSettings {\n      ...SettingsFields\n    }\n    clubSettingsHistory {\n      effectiveFrom\n      settings {\n        ...SettingsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    clubSettings {\n      ...SettingsFields\n    }\n    clubSettingsHistory {\n      effectiveFrom\n      settings {\n        ...SettingsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) {\n      ok\n      code\n      field\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {\n    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) {\n      ok\n      code\n      field\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    id\n    name\n    lastName\n    mail\n    role\n    active\n    trimmer\n    since\n    gramsMonth\n    gramsYear\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    id\n    name\n    lastName\n    mail\n    role\n    active\n    trimmer\n    since\n    gramsMonth\n    gramsYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberResultFields on MemberResult {\n    ok\n    code\n    error\n    field\n    password\n    member {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  fragment MemberResultFields on MemberResult {\n    ok\n    code\n    error\n    field\n    password\n    member {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SociosList($search: String) {\n    members(search: $search) {\n      ...MemberFields\n    }\n    memberLimit {\n      active\n      max\n      monthlyGrams\n      yearlyGrams\n    }\n  }\n"): (typeof documents)["\n  query SociosList($search: String) {\n    members(search: $search) {\n      ...MemberFields\n    }\n    memberLimit {\n      active\n      max\n      monthlyGrams\n      yearlyGrams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member {\n        ...MemberFields\n      }\n      grams {\n        month\n        usedMonth\n        limitMonth\n        usedYear\n        limitYear\n      }\n      months {\n        month\n        label\n        grams\n        orders\n        orderGrams\n        orderTotal\n        bills\n        billGrams\n        billTotal\n      }\n      activity {\n        kind\n        id\n        date\n        time\n        grams\n        total\n        status\n        counted\n        lines {\n          species\n          grams\n        }\n      }\n      history {\n        position\n        type\n        date\n        time\n        who\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query SocioPage($id: Int!) {\n    memberPage(id: $id) {\n      member {\n        ...MemberFields\n      }\n      grams {\n        month\n        usedMonth\n        limitMonth\n        usedYear\n        limitYear\n      }\n      months {\n        month\n        label\n        grams\n        orders\n        orderGrams\n        orderTotal\n        bills\n        billGrams\n        billTotal\n      }\n      activity {\n        kind\n        id\n        date\n        time\n        grams\n        total\n        status\n        counted\n        lines {\n          species\n          grams\n        }\n      }\n      history {\n        position\n        type\n        date\n        time\n        who\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMember($input: CreateMemberInput!) {\n    createMember(input: $input) {\n      ...MemberResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: Int!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) {\n      ...MemberResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMemberTrimmer($id: Int!, $trimmer: Boolean!) {\n    setMemberTrimmer(id: $id, trimmer: $trimmer) {\n      ...MemberResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateMember($id: Int!) {\n    deactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateMember($id: Int!) {\n    reactivateMember(id: $id) {\n      ...MemberResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) {\n      ...MemberResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetMemberPassword($id: Int!, $password: String) {\n    resetMemberPassword(id: $id, password: $password) {\n      ...MemberResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil\n      temporaryPasswordUntil\n      twoFactor {\n        enrolled\n        recoveryCodesLeft\n      }\n      log {\n        id\n        at\n        action\n        label\n        ip\n        browser\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberSecurity($id: Int!) {\n    memberSecurity(id: $id) {\n      lockedUntil\n      temporaryPasswordUntil\n      twoFactor {\n        enrolled\n        recoveryCodesLeft\n      }\n      log {\n        id\n        at\n        action\n        label\n        ip\n        browser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) {\n      ok\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMemberTwoFactor($id: Int!) {\n    removeMemberTwoFactor(id: $id) {\n      ok\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockItemFields on StockItem {\n    id\n    species\n    price\n    available\n    grams\n  }\n"): (typeof documents)["\n  fragment StockItemFields on StockItem {\n    id\n    species\n    price\n    available\n    grams\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockChangeResultFields on StockChangeResult {\n    ok\n    code\n    error\n    changed\n    item {\n      ...StockItemFields\n    }\n  }\n"): (typeof documents)["\n  fragment StockChangeResultFields on StockChangeResult {\n    ok\n    code\n    error\n    changed\n    item {\n      ...StockItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stock {\n    stock {\n      ...StockItemFields\n    }\n  }\n"): (typeof documents)["\n  query Stock {\n    stock {\n      ...StockItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) {\n      ...StockChangeResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditStock($id: Int!, $price: Int!, $available: Boolean!) {\n    editStock(id: $id, price: $price, available: $available) {\n      ...StockChangeResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) {\n      ...StockChangeResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustStock($id: Int!, $grams: Int!, $reason: String!) {\n    adjustStock(id: $id, grams: $grams, reason: $reason) {\n      ...StockChangeResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position\n      type\n      occurredAt\n      actor\n      actorName\n      gramsChange\n      gramsAfter\n      priceAfter\n      availableAfter\n      priceBefore\n      availableBefore\n      reason\n    }\n  }\n"): (typeof documents)["\n  query StockHistory($productId: Int!) {\n    stockHistory(productId: $productId, limit: 30) {\n      position\n      type\n      occurredAt\n      actor\n      actorName\n      gramsChange\n      gramsAfter\n      priceAfter\n      availableAfter\n      priceBefore\n      availableBefore\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPickupDays {\n    pickupDays {\n      date\n      label\n      slots\n    }\n  }\n"): (typeof documents)["\n  query CartPickupDays {\n    pickupDays {\n      date\n      label\n      slots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) {\n      month\n      usedMonth\n      leftMonth\n      usedYear\n      leftYear\n    }\n  }\n"): (typeof documents)["\n  query CartMyGrams($date: String!) {\n    myGrams(date: $date) {\n      month\n      usedMonth\n      leftMonth\n      usedYear\n      leftYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartOrderUser {\n    me {\n      id\n      name\n      lastName\n      mail\n    }\n  }\n"): (typeof documents)["\n  query CartOrderUser {\n    me {\n      id\n      name\n      lastName\n      mail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      msg\n      error\n      code\n      orderId\n      gramsPurchased\n      gramsLeft\n      period\n    }\n  }\n"): (typeof documents)["\n  mutation CartPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      msg\n      error\n      code\n      orderId\n      gramsPurchased\n      gramsLeft\n      period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders {\n      id\n      date\n      time\n      status\n      grams\n      total\n      cancellable\n      lines {\n        key\n        species\n        grams\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders {\n    myOrders {\n      id\n      date\n      time\n      status\n      grams\n      total\n      cancellable\n      lines {\n        key\n        species\n        grams\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) {\n      usedMonth\n      leftMonth\n      limitMonth\n      usedYear\n      leftYear\n      limitYear\n    }\n  }\n"): (typeof documents)["\n  query MyOrdersGrams($date: String!) {\n    myGrams(date: $date) {\n      usedMonth\n      leftMonth\n      limitMonth\n      usedYear\n      leftYear\n      limitYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) {\n      ok\n      code\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: String!) {\n    cancelOrder(orderId: $orderId) {\n      ok\n      code\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontClubRules {\n    clubSettings {\n      gramsStep\n      monthlyGramsLimit\n      yearlyGramsLimit\n      cancelCutoffHours\n    }\n  }\n"): (typeof documents)["\n  query StorefrontClubRules {\n    clubSettings {\n      gramsStep\n      monthlyGramsLimit\n      yearlyGramsLimit\n      cancelCutoffHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummaryFields on Product {\n    id\n    key\n    species\n    sativa\n    indica\n    thc\n    cbd\n    price\n    outOfStock\n  }\n"): (typeof documents)["\n  fragment ProductSummaryFields on Product {\n    id\n    key\n    species\n    sativa\n    indica\n    thc\n    cbd\n    price\n    outOfStock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontProducts {\n    products {\n      ...ProductSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query StorefrontProducts {\n    products {\n      ...ProductSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontProduct($key: String!) {\n    product(key: $key) {\n      ...ProductSummaryFields\n      genetics\n      smell\n      flavor\n      description\n    }\n  }\n"): (typeof documents)["\n  query StorefrontProduct($key: String!) {\n    product(key: $key) {\n      ...ProductSummaryFields\n      genetics\n      smell\n      flavor\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      name\n      lastName\n      mail\n      isAdmin\n      mustChangePassword\n      needsSecondFactor\n      twoFactor {\n        enrolled\n      }\n    }\n    adminCheck {\n      msg\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      name\n      lastName\n      mail\n      isAdmin\n      mustChangePassword\n      needsSecondFactor\n      twoFactor {\n        enrolled\n      }\n    }\n    adminCheck {\n      msg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginResultFields on LoginResult {\n    ok\n    msg\n    code\n    error\n    authToken\n    mustChangePassword\n  }\n"): (typeof documents)["\n  fragment LoginResultFields on LoginResult {\n    ok\n    msg\n    code\n    error\n    authToken\n    mustChangePassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ...LoginResultFields\n      twoFactorChallenge\n    }\n  }\n"): (typeof documents)["\n  mutation Login($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ...LoginResultFields\n      twoFactorChallenge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) {\n      ...LoginResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithCode($challenge: String!, $code: String!) {\n    loginWithCode(challenge: $challenge, code: $code) {\n      ...LoginResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) {\n      ok\n      msg\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPass: String!, $newPass: String!, $repPass: String!) {\n    changePassword(oldPass: $oldPass, newPass: $newPass, repPass: $repPass) {\n      ok\n      msg\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    me {\n      id\n      isAdmin\n      twoFactor {\n        enrolled\n        enrolledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    me {\n      id\n      isAdmin\n      twoFactor {\n        enrolled\n        enrolledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      ok\n      error\n      secret\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      ok\n      error\n      secret\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      ok\n      error\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      ok\n      error\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterContact {\n    clubContact {\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query FooterContact {\n    clubContact {\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ok\n      error\n      authToken\n    }\n  }\n"): (typeof documents)["\n  mutation DevLogin($mail: String!, $password: String!) {\n    login(mail: $mail, password: $password) {\n      ok\n      error\n      authToken\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;