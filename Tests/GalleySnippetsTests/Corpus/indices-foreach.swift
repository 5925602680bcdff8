let colors: [Color] = [.red, .green, .blue]
HStack {
    ForEach(colors.indices, id: \.self) { index in
        colors[index]
            .frame(width: 30, height: 30)
            .overlay(Text("\(index)").foregroundColor(.white))
    }
}
