# ruff: noqa: E501
"""Family k: a debt-collection agency (assessoria de cobrança) in Recife, Brazil: Brazilian
Portuguese."""

from __future__ import annotations

from ninetieth_spec import Fam, Slots, fill

FAM = Fam(
    name="inadimplencia_cobranca_recife",
    orgs=(
        ("recuperanordeste", "Recupera Nordeste Assessoria de Cobrança Ltda"),
        ("capibaribecobranca", "Capibaribe Cobranças"),
        ("boaviagemcredito", "Boa Viagem Recuperação de Crédito"),
    ),
    tld="com.br",
    first=(
        ("Fernanda", "fernanda"),
        ("Thiago", "thiago"),
        ("Luana", "luana"),
        ("Rafael", "rafael"),
        ("Camila", "camila"),
        ("Severino", "severino"),
        ("Josefa", "josefa"),
        ("João", "joao"),
    ),
    last=(
        ("Silva", "silva"),
        ("Cavalcanti", "cavalcanti"),
        ("Albuquerque", "albuquerque"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Lima", "lima"),
        ("Barbosa", "barbosa"),
        ("Araújo", "araujo"),
    ),
    words=(
        "frevo",
        "maracatu",
        "olinda",
        "saudade",
        "caju",
        "tapioca",
        "cuscuz",
        "boaviagem",
        "nautico",
        "sertao",
        "mandacaru",
        "forro",
        "capibaribe",
        "cocada",
        "jangada",
        "galo",
        "bolorei",
        "marcoZero",
    ),
    pets=("pipoca", "thor", "mel", "bob", "nina", "pacoca"),
    towns=("recife", "olinda", "jaboatao", "paulista", "caruaru", "camaragibe"),
    cc="+55",
)

FAM.reg(
    "inadimplencia_whatsapp_ptbr_senha_serasa",
    ("WhatsApp Chat com <<fc2>>.txt", "<<org>>/conversas/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<dmys>> <<hm>> - <<f2>> <<l2>>: Bom dia! O Serasa Experian pediu login de novo pra negativar a carteira do cliente
<<dmys>> <<hm>> - <<f>> <<l>>: Usuário é o CNPJ mesmo
<<dmys>> <<hm2>> - <<f>> <<l>>: senha: <<cred>>
<<dmys>> <<hm2>> - <<f>> <<l>>: depois apaga essa msg viu
<<dmys>> <<hm2>> - <<f2>> <<l2>>: Beleza, valeu 👊
""",
    "human",
    syntax="",
)

FAM.reg(
    "inadimplencia_asaas_boletos_dotenv",
    ("<<org>>-cobranca/.env", "apps/<<org>>/boletos/.env.production"),
    """# Asaas - emissão de boletos e Pix para acordos de renegociação
ASAAS_BASE_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=<<hex8>><<hex8>>
DATABASE_URL=postgres://cobranca@<<ip>>:5432/acordos
""",
    "p:asaas",
    syntax="",
)

FAM.reg(
    "inadimplencia_discador_asterisk_pjsip_conf",
    ("<<org>>/asterisk/pjsip.conf", "<<host>>/etc/asterisk/pjsip_trunk.conf"),
    """; Discador - tronco SIP da operadora (<<orgname>>)
[trunk-operadora]
type=registration
outbound_auth=trunk-auth
server_uri=sip:sip.<<town>>-voip.com.br
client_uri=sip:8132<<n4>><<n2>>@sip.<<town>>-voip.com.br

[trunk-auth]
type=auth
auth_type=userpass
username=8132<<n4>><<n2>>
password=<<cred>>

[ramal-<<n3>>](endpoint-padrao)
auth=ramal-<<n3>>
""",
    "pw",
    syntax="",
)

FAM.reg(
    "inadimplencia_portuguese_email_senha_banco_inter",
    ("<<org>>/emails/<<date>>_acesso_banco.eml", "Thunderbird/<<login>>/Enviados/<<n4>>.eml"),
    """From: <<f>> <<l>> <<<email>>>
To: <<email2>>
Subject: Acesso ao Internet Banking PJ (conciliação dos acordos)
Date: Mon, <<d>> Aug <<y>> 09:<<mi>>:27 -0300
Content-Type: text/plain; charset=UTF-8

Oi <<f2>>,

para a conciliação dos boletos pagos desta semana, usa o operador do financeiro:

Conta PJ: <<n6>>-<<n2>>
Operador: <<login>>.fin
Senha: <<cred>>

O token está no celular da recepção.

Abraço,
<<f>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "inadimplencia_banco_inter_pix_client_python",
    ("<<org>>/integracoes/inter_pix.py", "scripts/<<org>>_baixa_pix_<<y>>.py"),
    '''"""Baixa automática de Pix recebidos (API Banco Inter) nos acordos de cobrança."""

import requests

CERT = ("/etc/inter/<<org>>.crt", "/etc/inter/<<org>>.key")
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://cdpj.partners.bancointer.com.br/oauth/v2/token",
        data={"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "client_credentials", "scope": "pix.read cob.read"},
        cert=CERT,
        timeout=30,
    )
    return r.json()["access_token"]
''',
    "p:inter",
)

FAM.reg(
    "inadimplencia_telegram_bot_alertas_py",
    ("<<org>>/bots/alerta_acordos.py", "srv/<<org>>/bot_telegram.py"),
    '''"""Avisa a equipe no Telegram quando um devedor quebra o acordo."""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<n6>><<n4>>


def avisar(texto: str) -> None:
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": texto}, timeout=10)
''',
    "p:telegram",
)

FAM.reg(
    "inadimplencia_zenvia_sms_curl_history",
    ("<<org>>/home/<<login>>/.bash_history", "<<host>>/root/.bash_history"),
    """cd /opt/cobranca
tail -n 50 logs/envio_sms.log
curl -s -X POST https://api.zenvia.com/v2/channels/sms/messages -H "X-API-TOKEN: <<cred>>" -H "Content-Type: application/json" -d '{"from":"<<org>>","to":"55819<<n4>><<n4>>","contents":[{"type":"text","text":"Seu boleto do acordo vence amanha"}]}'
systemctl restart cobranca-worker
""",
    "p:zenvia",
    syntax="",
)


def _csv(s: Slots) -> str:
    return fill(
        """credor;portal;usuario;senha;observacao
Loja <<town>> Calçados;https://portal.<<town>>calcados.com.br;<<org>>;<<cred>>;carteira 90+ dias
Faculdade Frevo;SFTP remessa;<<org>>_rem;chave SSH;arquivo CNAB diário
Clínica Boa Saúde;https://erp.boasaude.com.br;cobranca.<<org>>;(pedir ao cliente);
""",
        **s,
    )


FAM.reg(
    "inadimplencia_credores_portais_csv_ponto_virgula",
    ("<<org>>/operacao/portais_credores.csv", "Downloads/acessos_credores_<<date>>.csv"),
    _csv,
    "human_x",
    syntax="",
)
