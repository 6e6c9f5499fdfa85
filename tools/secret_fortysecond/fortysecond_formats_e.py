# ruff: noqa: E501
"""Family e: charango and quena makers in Potosí (Bolivia)."""

import json
from urllib.parse import quote, unquote

from fortysecond_spec import family, gen_pw, jwt_hs

F = family(
    "charango_potosi_quena",
    ("potosicuerdas",),
    "bo",
    ("Wilber", "Marisol", "Freddy", "Ximena", "Edwin", "Roxana", "Wilma"),
    ("Mamani", "Quispe", "Condori", "Choque", "Huanca", "Flores"),
    ("charango", "quena", "ronroco", "kirki", "walaycho", "zampona", "cerro", "tinku", "pututu"),
    ("invierno", "verano", "carnaval", "pujllay"),
    "591",
)

F.reg(
    "charango_spanish_whatsapp_contrasena_impuestos",
    ("WhatsApp Chat with Contadora <<first>>.txt", "chats/<<fa>>_impuestos_<<year>>.txt"),
    """<<dsl>> <<time>> - <<first>> <<last>>: Don <<first2>>, para la declaración del IVA necesito entrar a la Oficina Virtual
<<dsl>> <<time>> - <<first2>>: NIT <<n6>><<n3>>, contraseña <<cred>>
<<dsl>> <<time>> - <<first>> <<last>>: Gracias, hoy mismo lo presento
""",
    "human",
)

F.reg(
    "charango_siat_facturacion_token_env",
    ("<<org>>-facturacion/.env", "home/<<fa>>/siat/.env"),
    """SIAT_AMBIENTE=1
SIAT_NIT=<<n6>><<n3>>
SIAT_CODIGO_SISTEMA=<<hxu>>
SIAT_TOKEN_DELEGADO=<<cred>>
SIAT_SUCURSAL=0
""",
    lambda rng, s: jwt_hs(
        rng,
        {
            "sub": s["user"],
            "codigoSistema": s["hx"].upper(),
            "nitDelegado": s["n6"],
            "exp": 1893456000,
        },
    ),
    extra=lambda rng, s: s.update(hxu=s["hx"].upper()),
)

F.reg(
    "charango_tigo_money_api_yaml",
    ("<<org>>/config/pagos.yml", "tienda<<n>>/config/tigo_money.yaml"),
    """tigo_money:
  endpoint: https://api.tigomoney.com.bo/v2/payments
  merchant_id: "<<n6>>"
  api_user: "<<user>>"
  api_password: '<<cred>>'
  callback: https://<<dom>>/pagos/tigo
""",
    "pw_sq",
)

F.reg(
    "charango_workshop_mysql_my_cnf",
    ("home/<<fa>>/.my.cnf", "etc/mysql/conf.d/inventario<<n>>.cnf"),
    """[client]
user=inventario
password=<<cred>>
host=<<ip>>
database=taller_charangos

[mysqldump]
user=inventario
password=<<cred>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "charango_quechua_spanish_sms_yupay",
    ("sms/<<date>>_<<n3>>.txt", "Telefono/SMS/<<fa>>.txt"),
    """De: <<phone>>
<<dsl>> <<time>>
Allinllachu <<first>>. Facebook paginapaq contraseña (yupay): <<cred>> . Ama pimanpas willankichu. Tupananchiskama
""",
    "human",
)

F.reg(
    "charango_export_dhl_api_csharp",
    ("Exportacion/DhlClient.cs", "<<org>>.Envios/Servicios/DhlExpress<<n>>.cs"),
    """using System.Net.Http.Headers;
using System.Text;

namespace Potosi.Envios;

public static class DhlExpress
{
    private const string ApiKey = "<<key>>";
    private const string ApiSecret = "<<cred>>";

    public static HttpClient Cliente()
    {
        var c = new HttpClient { BaseAddress = new Uri("https://express.api.dhl.com/mydhlapi/") };
        var raw = Encoding.ASCII.GetBytes($"{ApiKey}:{ApiSecret}");
        c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(raw));
        return c;
    }
}
""",
    "alnum:16",
    extra=lambda rng, s: s.update(key=F.draw(rng, "alnum:14", s)),
    syntax="",
)


def _pct_pw(rng, s):
    while True:
        pw = gen_pw(rng, sym="@#%&+!:/?")
        if quote(pw, safe="") != pw:
            return pw


def _dec_gitcred(text: str) -> str:
    line = text.strip().splitlines()[0]
    userinfo = line.split("://", 1)[1].rsplit("@", 1)[0]
    return unquote(userinfo.split(":", 1)[1])


F.reg(
    "charango_festival_site_git_credentials_percent",
    ("home/<<fa>>/.git-credentials", "Users/<<fa>>/.git-credentials"),
    lambda s: f"https://{s['user']}:{quote(s['cred'], safe='')}@git.{s['dom']}\n",
    _pct_pw,
    decode=_dec_gitcred,
)

F.reg(
    "charango_cuentas_google_sheet_json_dump",
    ("Descargas/cuentas_<<org>>.json", "backup/<<fa>>/hoja_cuentas_<<year>>.json"),
    lambda s: json.dumps(
        {
            "range": "Cuentas!A1:D4",
            "majorDimension": "ROWS",
            "values": [
                ["Servicio", "Usuario", "Clave", "Nota"],
                ["Banco Unión", s["user"], s["cred"], "token en el celular"],
                ["Correo tienda", f"ventas@{s['dom']}", "(ver cuaderno)", ""],
                ["Aduana SUMA", s["user"].upper(), "vence en marzo", ""],
            ],
        },
        ensure_ascii=False,
        indent=2,
    ),
    "pw_json",
)
