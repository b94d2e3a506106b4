import SwiftUI
import ThirdPartyKit

struct FormView: View {
    @ObservedObject var form: Form
    @ObservedObject var account: AccountModel

    var body: some View {
        FormEditor(form: $form)
            .onAppear { watch(Theme()) }
    }
}

struct FormEditor: View {
    let form: ObservedObject<Form>.Wrapper

    var body: some View { Text("") }
}

struct Root: View {
    var body: some View {
        FormView(form: Form(), account: .shared)
            .environmentObject(ThirdParty.makeModel())
    }
}
