// Editor placeholders.
let a = <#value#>
let b = <#T##Int#>
let c = f(<#arg#>, <#T##label: String##String#>)
<#code#>
func g() -> <#Type#> { <#body#> }
let d = <#name with spaces#>
let e = <##>
let f = <#unterminated
let g = 1
let h = <# spaced #>
let i = a<#x#>b
let j = "<#not in string#>"
let k = <#"quoted"#>
let l = <#a#><#b#>
let m = < #notPlaceholder# >
let n = <#nested <#inner#> outer#>
let o = <#multi
line#>
let p = #><#
