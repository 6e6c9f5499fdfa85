# ruff: noqa: E501
"""Family b: a São Paulo guarda-móveis / self-storage operator, Brazil: NF-e / NFS-e emission
with an A1 certificate, Pagar.me and Asaas billing, Intelbras cameras behind go2rtc, a
MikroTik router, WhatsApp with tenants and pg_dump backups."""

from __future__ import annotations

from hundredthirtyninth_spec import BR, pick

F = BR


def _cnpj(rng, s):
    d = [rng.randint(0, 9) for _ in range(8)]
    return {
        "cnpj": f"{d[0]}{d[1]}.{d[2]}{d[3]}{d[4]}.{d[5]}{d[6]}{d[7]}/0001-{rng.randint(10, 99)}",
        "cnpjn": "".join(map(str, d)) + f"0001{rng.randint(10, 99)}",
        "im": str(rng.randint(10**7, 10**8 - 1)),
    }


F.reg(
    "guardamoveis_nfe_certificado_a1_senha_properties",
    (
        "src/main/resources/application-prod.properties",
        "<<org>>-faturamento/config/emissor<<n>>.properties",
    ),
    """# Emissor NF-e / NFS-e — <<org>> Self Storage (unidade <<city>>)
# certificado A1 renovado em <<d>>/<<mo>>/<<y>> (válido 1 ano)
nfe.ambiente=PRODUCAO
nfe.uf=SP
nfe.cnpj=<<cnpjn>>
nfe.certificado.tipo=A1
nfe.certificado.caminho=/opt/<<org>>/certificados/<<cnpjn>>.pfx
nfe.certificado.senha=<<cred>>
nfse.prefeitura=sao_paulo
nfse.inscricao.municipal=<<im>>
nfse.codigo.servico=11.04
spring.datasource.url=jdbc:postgresql://localhost:5432/faturamento
spring.datasource.username=faturamento
spring.datasource.password=${DB_PASS}
logging.level.br.com.swconsultoria=INFO
""",
    "human",
    extra=_cnpj,
)

F.reg(
    "guardamoveis_pagarme_sk_node_config",
    ("src/config/pagarme.js", "<<org>>-assinaturas/config/pagamentos<<n>>.js"),
    """// Cobrança recorrente dos boxes (assinatura mensal) — Pagar.me API v5
// TODO tirar a chave daqui antes de abrir o repositório para a agência
const axios = require('axios');

const PAGARME_SK = process.env.PAGARME_SK || '<<cred>>';

const pagarme = axios.create({
  baseURL: 'https://api.pagar.me/core/v5',
  auth: { username: PAGARME_SK, password: '' },
  timeout: 20000,
});

module.exports = {
  pagarme,
  planos: { box2m2: 'plan_<<hex8>>', box6m2: 'plan_<<uuid>>' },
  diaVencimento: 10,
};
""",
    "p:pagarme",
)


def _wa_br(rng, s):
    return {"box": f"{pick(rng, 'ABCDE')}-{rng.randint(1, 240):03d}"}


F.reg(
    "guardamoveis_whatsapp_senha_app_portao",
    (
        "Conversa do WhatsApp com <<name2>>.txt",
        "WhatsApp/Conversa do WhatsApp com Cliente Box <<box>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta e ficam somente entre você e os participantes desta conversa. Nem mesmo o WhatsApp pode ler ou ouvi-las.
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: Boa tarde! Cheguei aqui na unidade <<city>> e o app do portão não abre, diz usuário ou senha inválidos
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Oi <<first2>>, tudo bem? Resetei seu acesso aqui
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Login: <<email2>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Senha: <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Seu box é o <<box>>, 2º andar, elevador de carga à esquerda
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name2>>: Deu certo, obrigada!! 🙏
""",
    "human",
    extra=_wa_br,
)

F.reg(
    "guardamoveis_intelbras_go2rtc_yaml_rtsp",
    ("go2rtc.yaml", "homeassistant/<<org>>/go2rtc_<<city>>.yaml"),
    """# câmeras Intelbras (DVR MHDX) da unidade <<city>> — corredores e doca
streams:
  corredor_a: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  corredor_b: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
  doca_carga: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=5&subtype=1
  portao: ffmpeg:rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=6&subtype=1#video=h264

api:
  listen: ":1984"

webrtc:
  candidates:
    - <<pub>>:8555
""",
    "pw_url",
)

F.reg(
    "guardamoveis_email_senha_sistema_locacao",
    ("emails/acesso_sistema_<<la2>>.eml", "Mail/Enviados/<<y>><<mo>><<d>>_acesso_gestor_boxes.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Acesso ao sistema de locação — unidade <<city>>
Date: <<d>> Mar <<y>> <<hh>>:<<mi>>:<<ss>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Oi <<first2>>,

Seja bem-vinda à equipe! Segue seu acesso ao sistema de locação dos boxes
(contratos, vistoria de entrada e cobrança):

  Endereço: https://<<host>>/gestor
  Usuário: <<fa2>>.<<la2>>
  Senha: <<cred>>

No primeiro acesso ele pede para trocar. O acesso ao portão da unidade é pelo
mesmo usuário no app. Qualquer dúvida me chama no WhatsApp <<phone>>.

Abraço,
<<name>>
Gerente de operações — <<org>> Self Storage
""",
    "human",
)

F.reg(
    "guardamoveis_asaas_api_key_laravel_env",
    (".env", "<<org>>/portal-cliente/.env.producao"),
    """APP_NAME="<<org>> Self Storage"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://portal.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=portal
DB_USERNAME=portal
DB_PASSWORD="${DB_PASS_FROM_VAULT}"

# Asaas — boletos e Pix das mensalidades
ASAAS_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN_ENV=ASAAS_WH

MAIL_MAILER=smtp
MAIL_FROM_ADDRESS=financeiro@<<dom>>
""",
    "p:asaas",
)

F.reg(
    "guardamoveis_mikrotik_export_wifi_clientes",
    ("backup/mikrotik_<<city>>_<<y>><<mo>><<d>>.rsc", "<<org>>/rede/hap-ac2-recepcao.rsc"),
    """# <<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>> by RouterOS 6.49.13
# software id = <<hex8>>
#
# model = RBD52G-5HacD2HnD
# serial number = <<n4>>A<<n3>>B
/interface bridge
add admin-mac=48:8F:5A:<<n>>:1C:0E auto-mac=no comment=defconf name=bridge
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=clientes supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=brazil disabled=no mode=ap-bridge security-profile=clientes ssid="<<org>> Clientes"
/ip pool
add name=dhcp ranges=192.168.88.10-192.168.88.254
/ip dhcp-server
add address-pool=dhcp disabled=no interface=bridge name=defconf
/system clock
set time-zone-name=America/Sao_Paulo
/system identity
set name=<<org>>-<<city>>
""",
    "human_x",
)

F.reg(
    "guardamoveis_bash_history_pgpassword_dump",
    ("home/<<fa>>/.bash_history", "servidores/<<org>>-<<city>>/root/.bash_history"),
    """cd /srv/<<org>>
docker compose ps
docker compose logs --tail 50 api
df -h
PGPASSWORD='<<cred>>' pg_dump -h <<ip>> -U locacao -d locacao_prod -Fc -f /backup/locacao_$(date +%F).dump
ls -lh /backup
rclone copy /backup gdrive:backups-<<org>> --max-age 24h
exit
""",
    "pw_sq",
)
