# ruff: noqa: E501
"""Family p: cyclone shelter and HF radio around Nampula, Mozambique (Portuguese, Emakhuwa
greetings, English): Winlink, M-Pesa, Airtable and the base's airOS links."""

from __future__ import annotations

import html
import random
import re

from sixtyfirst_spec import SYM_SQ, Fam, gen_pw

F = Fam(
    "nampula_cyclone_radio",
    orgs=("abrigonorte", "lastmile-logistics", "fieldbridge-relief"),
    tld="org.mz",
    first=("celso", "amina", "jacinto", "rosalina", "ernesto", "felizarda", "abdul", "graca"),
    last=("muanacha", "macuacua", "namburete", "momade", "sitoe", "cossa", "chissano", "muhate"),
    words=(
        "nampula",
        "mossuril",
        "macua",
        "ilha",
        "caju",
        "xima",
        "capulana",
        "lurio",
        "monapo",
        "nacala",
    ),
    places=("Nampula", "Mossuril", "Ilha de Moçambique", "Monapo", "Angoche", "Nacala"),
    cc="+25884",
    country="mocambique",
)

# 1. WhatsApp export (Portuguese with an Emakhuwa greeting)
F.reg(
    "nampula_portuguese_whatsapp_senha_sala_radio",
    ("WhatsApp Chat with Base <<place>>.txt", "chats/base_<<compact>>.txt"),
    """[<<dmy>> <<time>>:15] Rosalina Cossa: Salama! Alguém tem a senha do computador da sala de rádio?
[<<dmy>> <<time>>:52] <<fn>> <<ln>>: Salama. Utilizador radio, senha <<cred>>
[<<dmy>> <<time2>>:09] Rosalina Cossa: Obrigada 🙏
[<<dmy>> <<time2>>:30] <<fn>> <<ln>>: Não escrevam no quadro, por favor
""",
    "human",
)

# 2. Winlink Express INI (HF e-mail, callsign password)
F.reg(
    "nampula_winlink_express_ini_callsign_password",
    ("RMS Express/C9<<nn>>ABC/C9<<nn>>ABC.ini", "Winlink Express/Winlink Express.ini"),
    """[Properties]
Callsign=C9<<nn>>ABC
Password=<<cred>>
Grid Square=KH<<nn>>
Registration Key=
Preferred Channel=Vara HF Winlink
[Vara HF Winlink]
Last Connection=C91ZZZ
Bandwidth=2300
""",
    "pw_alnum",
    syntax="ini",
)

# 3. Vodacom M-Pesa API key for cash transfers (Python)
F.reg(
    "nampula_vodacom_mpesa_api_key_python",
    ("cash/mpesa_c2b.py", "scripts/transferencias_<<n>>.py"),
    """from portalsdk import APIContext, APIMethodType, APIRequest

API_KEY = "<<cred>>"
PUBLIC_KEY = "MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEAmptSWqV7cGUUJJhUBxsMLonux24u+FoTlrb+4Kgc6092JIszmI1QUoMohaDDXSVueXx6IXwYGsjjWY32HGXj1iQhkALXfObJ4DqXn5h6E8y5/xQYNAyd5bpN5Z8r892B6toGzZQVB7qtebH4apDjmvTi5FGZVjVYxalyyQkj4uQbbRQjgCkubSi45Xl4CGtLqZztsKssWz3mcKncgTnq3DHGYYEYiKq0xIj100LGbnvNz20Sgqmw/cH+Bua4GJsWYLEqf/h/yiMgiBbxFxsnwZl0im5vXDlwKPw+QnO2fscDhxZFAwV06bgG0oEoWm9FnjMsfvwm0rUNYFlZ+TOtCEhmhtFp+Tsx9jPCuOd5h2emGdSKD8A6jtwhNa7oQ8RtLEEqwAn44orENa1ibOkxMiiiFpmmJkwgZPOG/zMCjXIrrhDWTDUOZaPx/lEQoInJoE2i43VN/HTGCCw8dKQAwg0jsEXau5ixD0GUothqvuX3B9taoeoFAIvUPEq35YulprMM7ThdKodSHvhnwKG82dCsodRwY428kg2xM/UjiTENog4B6zzZfPhMxFlOSFX4MnrqkAS+8Jamhy1GgoHkEMrsT5+/ofjCx0HjKbT5NuA2V/lmzgJLl3jIERadLzuTYnKGWxVJcGLkWXlEPYLbiaKzbJb2sYxt+Kt5OxQqC1MCAwEAAQ=="

ctx = APIContext()
ctx.api_key = API_KEY
ctx.public_key = PUBLIC_KEY
ctx.ssl = True
ctx.method_type = APIMethodType.POST
ctx.address = "api.vm.co.mz"
ctx.port = 18352
ctx.path = "/ipg/v1x/b2cPayment/"
ctx.add_parameter("input_ServiceProviderCode", "1<<nn>>71")
resp = APIRequest(ctx).execute()
print(resp.status_code, resp.body)
""",
    "p:mpesa_vm",
)

# 4. BGAN handover note in Portuguese
F.reg(
    "nampula_bgan_handover_portuguese_senha_admin",
    ("handover/passagem_<<compact>>.txt", "Drive/Comunicacoes/bgan_<<n>>.txt"),
    """NOTA DE PASSAGEM – Comunicações, base de <<place>>
Data: <<dmy>>    Entregue por: <<fn>> <<ln>>

1. Rádio HF Codan Envoy – indicativo ABRIGO BASE, escuta às 07h00 e 18h00.
2. BGAN Explorer 510 – na mala preta do armário de segurança.
   Interface web: http://192.168.0.1 – utilizador admin
   senha de administrador: <<cred>>
3. Gerador 20 kVA – ligar às 18h, desligar às 06h. Diesel no contentor 2.
""",
    "human",
)

# 5. Airtable token in the shelter-kit tracking script
F.reg(
    "nampula_airtable_pat_shelter_kits_python",
    ("tracking/kits_sync.py", "scripts/kits_abrigo_<<n>>.py"),
    """from pyairtable import Api

api = Api("<<cred>>")
table = api.table("app<<hexid>>Kq2Lm", "Kits de abrigo")

for rec in table.all(formula="{Estado}='Distribuído'"):
    print(rec["fields"].get("Bairro"), rec["fields"].get("Quantidade"))
""",
    "p:airtable",
)

# 6. Ubiquiti airOS system.cfg of the point-to-point link
F.reg(
    "nampula_airos_system_cfg_wpa_psk_ptp_link",
    ("it/airos/ptp_<<place>>_<<compact>>.cfg", "backup/system_<<hexid>>.cfg"),
    """aaa.1.status=enabled
aaa.1.wpa.psk=<<cred>>
aaa.1.wpa.key.1.mgmt=WPA-PSK
aaa.1.ssid=<<org>>-PTP-<<nn>>
radio.1.mode=master
radio.1.freq=5745
users.1.name=ubnt
users.1.password=$1$Qd7.<<hexid>>$H1pL0zq2V9wN3aYt7bK0e.
users.1.status=enabled
wireless.1.ssid=<<org>>-PTP-<<nn>>
""",
    "human_x",
    syntax="",
)

# 7. Portuguese e-mail with the donor portal login
F.reg(
    "nampula_portuguese_email_senha_portal_doador",
    ("mail/portal_doador_<<compact>>.eml", "outbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acesso ao portal do doador – relatório do ciclone
Date: <<dd>> Mar <<year>> 17:40:00 +0200
Content-Type: text/plain; charset=utf-8

Olá,

Segue o acesso ao portal para submeter o relatório intermédio:
endereço: https://grants.<<dom>>
utilizador: <<email>>
senha: <<cred>>

O prazo é sexta-feira. Qualquer dúvida, liga-me.

Abraço,
<<fn>>
""",
    "human",
    syntax="",
)


# 8. HTML table of accounts (exported from the shared sheet) with entity-escaped cells
def _amp_pw(rng: random.Random, s: dict) -> str:
    pw = gen_pw(rng, sym=SYM_SQ)
    i = rng.randrange(1, len(pw))
    return pw[:i] + "&" + pw[i:]


def _html_extra(rng: random.Random, s: dict) -> None:
    s["esc"] = html.escape(str(s["cred"]), quote=True)


def _html_decode(text: str) -> str:
    m = re.search(r'<td class="pw">([^<]*)</td>', text)
    assert m is not None
    return html.unescape(m.group(1))


F.reg(
    "nampula_accounts_sheet_html_export_entity_escaped",
    ("Drive/Base/contas_<<compact>>.html", "shared/contas_base_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="pt"><head><meta charset="utf-8"><title>Contas da base – <<place>></title></head>
<body>
<table border="1">
<tr><th>Serviço</th><th>Utilizador</th><th>Senha</th><th>Responsável</th></tr>
<tr><td>Kobo</td><td><<org>>_nampula</td><td>ver cofre</td><td>Ernesto</td></tr>
<tr><td>Portal M-Pesa</td><td><<user>></td><td class="pw"><<esc>></td><td><<fn>> <<ln>></td></tr>
</table>
</body></html>
""",
    _amp_pw,
    syntax="",
    extra=_html_extra,
    decode=_html_decode,
)
