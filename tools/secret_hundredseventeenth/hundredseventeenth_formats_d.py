# ruff: noqa: E501
"""Family d: a small wireless ISP (provedor) in the interior of Bahia, Brazil; Portuguese."""

import re
import urllib.parse

from hundredseventeenth_spec import Fam, enc_url, with_sym

F = Fam(
    name="provedor_wisp_sertao_bahia",
    orgs=("ondasulnet", "fibrapampa", "sertaolink", "cajunet"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Luana", "luana"),
        ("Raimundo", "raimundo"),
        ("Jéssica", "jessica"),
        ("Thiago", "thiago"),
        ("Edvânia", "edvania"),
    ),
    last=(
        ("Souza", "souza"),
        ("Conceição", "conceicao"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Nascimento", "nascimento"),
    ),
    words=(
        "sertao",
        "mandacaru",
        "provedor",
        "antena",
        "torre",
        "vaqueiro",
        "forro",
        "cangaco",
        "juazeiro",
        "bahia",
        "caatinga",
        "cuscuz",
        "sinal",
        "vitoria",
    ),
    pets=("pipoca", "bidu", "mel", "thor", "pretinha"),
    cc="+55",
    city="Juazeiro",
)

F.reg(
    "provedor_mikrotik_pppoe_secrets_export_rsc",
    ("backup/<<org>>-ccr-<<date>>.rsc", "mikrotik/concentrador_<<n>>.rsc"),
    """# <<date>> 03:00:01 by RouterOS 7.14.3
# software id = <<serial>>
#
# model = CCR2004-1G-12S+2XS
/ppp profile
add local-address=100.64.0.1 name=plano-100M rate-limit=50M/100M
/ppp secret
add name=<<fa>>.<<la>> password=<<cred>> profile=plano-100M service=pppoe comment="Sitio Lagoa <<n>>"
add name=<<fa2>>.<<la2>> password=${PPPOE_<<n>>} profile=plano-100M service=pppoe
/system identity
set name=<<org>>-concentrador
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "provedor_mkauth_api_client_php",
    ("integracao/mkauth.php", "sistema/api_mkauth_<<n>>.php"),
    """<?php
// Integração MK-Auth -> app do cliente
$mk = [
    'url'           => 'https://<<host>>/api/',
    'client_id'     => '<<cid>>',
    'client_secret' => '<<cred>>',
];
$token = json_decode(file_get_contents($mk['url'] . 'token', false, stream_context_create([
    'http' => ['header' => 'Authorization: Basic ' . base64_encode($mk['client_id'] . ':' . $mk['client_secret'])],
])))->token;
""",
    cred="hex:40",
    syntax="",
    extra=lambda rng, s: {
        "cid": "Client_Id_" + "".join(rng.choice("0123456789abcdef") for _ in range(40))
    },
)

F.reg(
    "provedor_ixcsoft_webservice_token_python",
    ("scripts/bloqueio_inadimplentes.py", "ixc/relatorio_<<n>>.py"),
    """import base64

import requests

IXC_HOST = "https://<<host>>/webservice/v1"
IXC_TOKEN = "<<cred>>"
HEAD = {
    "Authorization": "Basic " + base64.b64encode(IXC_TOKEN.encode()).decode(),
    "ixcsoft": "listar",
}

r = requests.post(f"{IXC_HOST}/cliente_contrato", headers=HEAD, json={"qtype": "status", "query": "A"}, timeout=30)
print(r.json()["total"], "contratos ativos")
""",
    cred=lambda rng: (
        f"{rng.randint(2, 99)}:" + "".join(rng.choice("0123456789abcdef") for _ in range(64))
    ),
)

F.reg(
    "provedor_efi_pix_cobranca_node_env",
    ("cobranca-pix/.env", "apps/<<org>>-boletos/.env"),
    """# Efí (ex-Gerencianet) - cobrança Pix dos clientes
EFI_SANDBOX=false
EFI_CLIENT_ID=Client_Id_<<cid>>
EFI_CLIENT_SECRET=Client_Secret_<<cred>>
EFI_CERT_PATH=./certs/producao-<<n>>.p12
EFI_PIX_KEY=financeiro@<<dom>>
""",
    cred="p:efi_secret",
    syntax="",
    extra=lambda rng, s: {"cid": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

F.reg(
    "provedor_uisp_crm_sync_yaml",
    ("uisp-sync/config.yml", "etc/<<org>>/uisp.yaml"),
    """uisp:
  url: https://uisp.<<dom>>
  app_key: "<<cred>>"
  verify_tls: true
sync:
  sites: [Torre Lagoa, Torre Serrote, POP Centro]
  interval_minutes: 15
""",
    cred="alnum:64",
)

F.reg(
    "provedor_whatsapp_tecnico_senha_radio_torre",
    ("WhatsApp/Conversa do WhatsApp com Técnico <<fn>>.txt", "chats/tecnico_<<fa>>_<<n>>.txt"),
    """<<dmy>> <<time>> - <<fn>> Técnico: Cheguei na torre do Serrote, o LiteBeam do setor norte tá sem sinal
<<dmy>> <<time>> - <<fn2>> NOC: Reseta e entra pelo 192.168.1.20, usuário ubnt
<<dmy>> <<time>> - <<fn>> Técnico: e a senha?
<<dmy>> <<time2>> - <<fn2>> NOC: <<cred>>
<<dmy>> <<time2>> - <<fn>> Técnico: entrou 👍 voltou o sinal
""",
    cred="human",
    syntax="",
)

F.reg(
    "provedor_freeradius_mods_sql_conf",
    ("etc/freeradius/3.0/mods-enabled/sql", "radius/mods-available/sql_<<n>>"),
    """sql {
	dialect = "mysql"
	driver = "rlm_sql_${dialect}"
	server = "<<ip>>"
	port = 3306
	login = "radius"
	password = "<<cred>>"
	radius_db = "radius"
	read_clients = yes
	client_table = "nas"
}
""",
    cred="pw_dq",
    syntax="",
)


def dec_userinfo(text: str) -> str:
    m = re.search(r"ftp://[^:/]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


F.reg(
    "provedor_routeros_backup_fetch_url_percent",
    ("mikrotik/scripts/backup_ftp_<<n>>.rsc", "scripts/backup-<<org>>-<<n>>.rsc"),
    """/system script
add name=backup-diario source={
  /system backup save name=diario
  /tool fetch upload=yes mode=ftp src-path=diario.backup url="ftp://backup:<<enc>>@<<pub>>/<<org>>/diario-<<n>>.backup"
}
/system scheduler
add interval=1d name=backup-diario on-event=backup-diario start-time=03:10:00
""",
    cred=with_sym("@#/:?%"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=dec_userinfo,
)
