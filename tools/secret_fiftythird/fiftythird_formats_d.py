"""Family d: a Brazilian farm machinery dealer (revenda de tratores) in the cerrado: workshop,
telemetry, precision farming and the dealer's ERP."""

# ruff: noqa: E501

from __future__ import annotations

import random
import re
import urllib.parse

from fiftythird_spec import Fam, enc_url, gen_pw

D = Fam(
    "tratores_revenda_cerrado",
    orgs=("agromaq-cerradao", "tratorvale", "maquinas-rioverde"),
    tld="com.br",
    people=(
        ("João", "Carvalho", "joao", "carvalho"),
        ("Luana", "Figueiredo", "luana", "figueiredo"),
        ("Everton", "Prado", "everton", "prado"),
        ("Rosângela", "Teixeira", "rosangela", "teixeira"),
        ("Wesley", "Machado", "wesley", "machado"),
        ("Daiane", "Moura", "daiane", "moura"),
        ("Cleiton", "Rocha", "cleiton", "rocha"),
    ),
    words=(
        "trator",
        "colheitadeira",
        "plantadeira",
        "soja",
        "milho",
        "cerrado",
        "goias",
        "rioverde",
        "oficina",
        "piloto",
        "safra",
        "pulverizador",
    ),
    seasons=("safra", "safrinha", "seca", "chuvas"),
    cc="+55",
    sites=("oficina Rio Verde", "loja Jataí", "filial Mineiros", "pátio de usados"),
)

D.reg(
    "tratores_whatsapp_senha_operations_center_cliente",
    ("celular/WhatsApp/Conversa com Fazenda <<ln2>>.txt", "export/whatsapp_pos_venda_<<n3>>.txt"),
    """<<dd>>/<<mo>>/<<year>> <<time>> - <<fn>> <<ln>>: Bom dia seu <<fn2>>, pra eu ver o erro do piloto automático da plantadeira preciso entrar no Operations Center da fazenda
<<dd>>/<<mo>>/<<year>> <<time>> - <<fn2>> <<ln2>>: Bom dia. O usuário é o email da fazenda, fazenda.<<last2>>@gmail.com
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fn2>> <<ln2>>: A senha é <<cred>>
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fn2>> <<ln2>>: Depois me avisa que eu troco
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fn>> <<ln>>: Beleza, obrigado! Já vejo aqui
""",
    cred="human",
    syntax="",
)

D.reg(
    "tratores_loja_pecas_mercadopago_php",
    ("loja-pecas/config/pagamento.php", "site/<<org>>/app/config/mercadopago.php"),
    """<?php
// Loja virtual de peças – checkout Mercado Pago
return [
    'public_key'   => 'APP_USR-<<uuid>>',
    'access_token' => '<<cred>>',
    'notification_url' => 'https://pecas.<<dom>>/ipn/mercadopago',
    'statement_descriptor' => 'PECAS <<n3>>',
    'sandbox' => false,
];
""",
    cred="p:mercadopago",
    syntax="",
)


def _url_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, sym="@#$!&+:/")


def _dec_url(text: str) -> str:
    m = re.search(r"://[^:/]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


D.reg(
    "tratores_dms_env_database_url_percent_encoded",
    ("dms-integracao/.env", "integra-erp/<<n2>>/.env.producao"),
    """# Integração DMS (ordens de serviço oficina) -> ERP
NODE_ENV=production
DATABASE_URL=postgresql://dms_os:<<cred_url>>@<<ip>>:5432/dms_<<n2>>?schema=public
ERP_BASE_URL=https://erp.<<dom>>/api/v2
ERP_EMPRESA=<<n2>>
SYNC_INTERVAL_MIN=10
""",
    cred=_url_pw,
    syntax="",
    extra=lambda rng, s: {"cred_url": enc_url(str(s["cred"]))},
    decode=_dec_url,
)

D.reg(
    "tratores_oficina_acessos_tecnicos_fods",
    (
        "oficina/Acessos_tecnicos_<<year>>.fods",
        "compartilhado/pos-venda/senhas_oficina_<<n2>>.fods",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Acessos">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Sistema</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Usuário</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Senha</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Obs</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Portal garantia fábrica</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>trocar a cada 90 dias</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Notebook diagnóstico <<n2>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>oficina</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>ver com <<fn2>></text:p></table:table-cell>
     <table:table-cell/>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="pw_xml",
    syntax="xml",
)

D.reg(
    "tratores_email_senha_portal_consorcio",
    ("email/comercial/<<date>>_acesso_consorcio.eml", "Outlook/Vendas/acesso_portal_<<n3>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acesso ao portal do consórcio – vendedores
Date: Wed, <<dd>> Mar <<year>> 16:22:05 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

<<fn2>>, boa tarde.

Segue o acesso do portal da administradora de consórcio para você simular as cartas dos
clientes da feira:

Login: <<org>>.vendas<<n1>>
Senha: <<cred>>

Não passa pra ninguém de fora, o login é da revenda inteira.

Abraço,
<<fn>>
""",
    cred="pw",
    syntax="",
)

D.reg(
    "tratores_telemetria_wialon_token_python",
    ("telemetria/frota_usados/posicoes.py", "scripts/wialon_sync_<<n2>>.py"),
    '''"""Puxa as posições dos tratores de demonstração no Wialon e grava no BI da revenda."""

import requests

WIALON_URL = "https://hst-api.wialon.com/wialon/ajax.html"
TOKEN = "<<cred>>"


def login():
    r = requests.get(WIALON_URL, params={"svc": "token/login", "params": '{"token":"%s"}' % TOKEN}, timeout=30)
    r.raise_for_status()
    return r.json()["eid"]


if __name__ == "__main__":
    sid = login()
    print("sessão", sid)
''',
    cred="p:wialon",
)

D.reg(
    "tratores_nfe_certificado_a1_config_ini",
    ("faturamento/NFe/config.ini", "C:/Sistemas/EmissorNFe/config_filial<<n1>>.ini"),
    """[Emitente]
CNPJ=<<n2>>.<<n3>>.<<n3>>/0001-<<n2>>
IE=10.<<n3>>.<<n3>>-<<n1>>
UF=GO

[Certificado]
Tipo=A1
Arquivo=C:\\Sistemas\\EmissorNFe\\certificado\\<<org>>_A1.pfx
Senha=<<cred>>
Validade=<<dmy_sl>>

[WebService]
Ambiente=1
UF=GO
TimeOut=30000
""",
    cred="human",
)

D.reg(
    "tratores_rtkbase_ntrip_caster_settings",
    ("rtkbase/settings.conf", "base-rtk-<<site_s>>/rtkbase/settings_<<n2>>.conf"),
    """[main]
position='-17.<<n4>> -50.<<n4>> 748.<<n2>>'
com_port='ttyACM0'
com_port_settings='115200:8:n:1'
receiver='Septentrio_Mosaic-X5'
receiver_format='sbf'

[ntrip_A]
svr_addr_a='caster.<<dom>>'
svr_port_a='2101'
svr_pwd_a='<<cred>>'
mnt_name_a='RVRD<<n2>>'
rtcm_msg_a='1004,1005(10),1006,1008(10),1012,1019,1020,1033(10),1042,1045,1046,1077,1087,1097,1107,1127,1230'
ntrip_a_receiver_options='-TADJ=1'
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+"),
    syntax="",
    extra=lambda rng, s: {"site_s": str(s["site"]).split()[-1].lower()},
)
